import { eq } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context';
import { orders } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { isSandbox, markOrderPaid, moveSandboxPayment, PaymentProviderError } from '../payments';

export const SANDBOX_ALREADY_APPROVED_MESSAGE =
  'O pagamento já foi aprovado no sandbox: o pedido é confirmado assim que a notificação do sandbox chegar. Recarregue em instantes.';

/**
 * 'Marcar como pago': staff confirm a Pix or boleto credit by hand (decision 007) — except a
 * payment the sandbox holds, which in the demo is paid by the sandbox's control ('Aprovar
 * pagamento', decision 060), the order then moving only by the sandbox's notification, as with
 * Mercado Pago. Any other provider's payment is refused (markOrderPaid).
 */
export async function confirmOrderPayment(ctx: Pick<AppContext, 'config' | 'database' | 'payments'>, user: SessionUser, orderId: string): Promise<void> {
  const { db } = ctx.database;
  const [order] = await db
    .select({ reference: orders.paymentReference, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (ctx.config.demo && isSandbox(ctx.payments) && order?.reference?.startsWith('sandbox:')) {
    // The same refusals as by hand, before the sandbox is asked.
    if (order.paymentStatus === 'paid') throw new AppError('ALREADY_PAID', 'O pagamento deste pedido já foi confirmado.');
    if (order.status === 'cancelled') throw new AppError('ORDER_CANCELLED', 'Não é possível confirmar o pagamento de um pedido cancelado.');
    try {
      await moveSandboxPayment(ctx, user, orderId, { action: 'approve' });
    } catch (err) {
      // Approved already (a double click, or its notification still on its way): nothing to do twice.
      if (err instanceof PaymentProviderError) throw conflict(SANDBOX_ALREADY_APPROVED_MESSAGE);
      throw err;
    }
    return;
  }
  await markOrderPaid(db, { orderId, user });
}
