import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { orderStatusHistory, orders, payments } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { enqueueInvoiceOnPaidSql } from '../fiscal';
import { lockOrder } from './lock-order';

export const PAYMENT_CONFIRMED_NOTE = 'Pagamento confirmado';

type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/**
 * Records an order's payment on its locked row: a pending order moves on to 'processing' as a paid
 * card order does, one already further along keeps its status; history and audit say who (null:
 * the provider told the shop, settle-provider-payment.ts). The one path by which an order becomes
 * paid after checkout, for staff and for providers alike. It lives in payments (not orders): orders
 * use payments, and payments settling a charge must not reach back into orders (feature walls).
 */
export async function recordOrderPaid(tx: Tx, order: LockedOrder, by: { user: SessionUser | null; note: string; at?: Date }): Promise<void> {
  const now = by.at ?? new Date();
  const status = order.status === 'pending' ? 'processing' : order.status;
  await tx
    .update(orders)
    .set({ status, paymentStatus: 'paid', paidAt: now, paidById: by.user?.id ?? null, updatedAt: now, version: order.version + 1 })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: status,
    note: by.note,
    userId: by.user?.id ?? null,
    createdAt: now,
  });
  await recordAudit(tx, by.user, {
    action: 'update',
    entity: 'order',
    entityId: order.id,
    before: { paymentStatus: order.paymentStatus, status: order.status },
    after: { paymentStatus: 'paid', status },
  });
  // Issue 28: the sales NF-e follows the payment (when the shop issues automatically).
  await tx.execute(enqueueInvoiceOnPaidSql(order.id));
}

export const PROVIDER_HOLDS_PAYMENT_MESSAGE =
  'Este pedido é pago pelo provedor de pagamentos: ele é confirmado automaticamente quando o provedor aprova o pagamento.';

/**
 * Staff confirm a Pix or boleto credit they saw in the bank account (decision 007). An order whose
 * payment a provider holds is never confirmed by hand: only the provider's word settles it.
 */
export async function markOrderPaid(db: Db, input: { orderId: string; user: SessionUser }): Promise<void> {
  const { orderId, user } = input;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.paymentStatus === 'paid') throw new AppError('ALREADY_PAID', 'O pagamento deste pedido já foi confirmado.');
    if (order.status === 'cancelled') throw new AppError('ORDER_CANCELLED', 'Não é possível confirmar o pagamento de um pedido cancelado.');
    // A provider holds the payment when it has one on record for the order (checkout's charge or a
    // notification's): asked of the payments, not of the provider's name in the order's reference.
    const [held] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, order.id)).limit(1);
    if (held) throw conflict(PROVIDER_HOLDS_PAYMENT_MESSAGE);
    await recordOrderPaid(tx, order, { user, note: PAYMENT_CONFIRMED_NOTE });
  });
}
