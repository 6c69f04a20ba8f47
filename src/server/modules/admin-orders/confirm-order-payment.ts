import { eq } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context';
import { orders } from '../../db/schema';
import { isSandbox, markOrderPaid, moveSandboxPayment } from '../payments';

/**
 * 'Marcar como pago': staff confirm a Pix or boleto credit by hand (decision 007) — except a
 * payment the sandbox holds, which in the demo is paid by the sandbox's control ('Aprovar
 * pagamento', decision 060), the order then moving only by the sandbox's notification, as with
 * Mercado Pago. Any other provider's payment is refused (markOrderPaid).
 */
export async function confirmOrderPayment(ctx: Pick<AppContext, 'config' | 'database' | 'payments'>, user: SessionUser, orderId: string): Promise<void> {
  const { db } = ctx.database;
  const [order] = await db.select({ reference: orders.paymentReference }).from(orders).where(eq(orders.id, orderId));
  if (ctx.config.demo && isSandbox(ctx.payments) && order?.reference?.startsWith('sandbox:')) {
    await moveSandboxPayment(ctx, user, orderId, { action: 'approve' });
    return;
  }
  await markOrderPaid(db, { orderId, user });
}
