import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { orderStatusHistory, orders } from '../../db/schema';
import { conflict } from '../../http/errors';
import { lockOrder } from './lock-order';

export const PAYMENT_CONFIRMED_NOTE = 'Pagamento confirmado';

/**
 * Staff confirm a Pix or boleto credit they saw in the bank account (DESIGN 1.9). A pending order
 * moves on to 'processing' as a paid card order does; one already further along keeps its status.
 */
export async function markOrderPaid(db: Db, input: { orderId: string; user: SessionUser }): Promise<void> {
  const { orderId, user } = input;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.paymentStatus === 'paid') throw conflict('O pagamento deste pedido já foi confirmado.', 'ALREADY_PAID');
    if (order.status === 'cancelled') throw conflict('Não é possível confirmar o pagamento de um pedido cancelado.', 'ORDER_CANCELLED');
    const now = new Date();
    const status = order.status === 'pending' ? 'processing' : order.status;
    await tx
      .update(orders)
      .set({ status, paymentStatus: 'paid', paidAt: now, paidById: user.id, updatedAt: now, version: order.version + 1 })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: order.status,
      toStatus: status,
      note: PAYMENT_CONFIRMED_NOTE,
      userId: user.id,
      createdAt: now,
    });
    await recordAudit(tx, user, {
      action: 'update',
      entity: 'order',
      entityId: orderId,
      before: { paymentStatus: order.paymentStatus, status: order.status },
      after: { paymentStatus: 'paid', status },
    });
  });
}
