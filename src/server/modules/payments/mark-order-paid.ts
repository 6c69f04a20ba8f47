import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/order-status';
import type { SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { moveOrder } from '../../workflow/move-order';
import { enqueueInvoiceOnPaidSql } from '../fiscal';
import { lockOrder } from './lock-order';

export const PAYMENT_CONFIRMED_NOTE = 'Pagamento confirmado';

type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/**
 * Records an order's payment on its locked row: a pending order moves on to 'processing' as a paid
 * card order does, one already further along keeps its status (a 'record' move); history and audit
 * say who (null: the provider told the shop, settle-provider-payment.ts). The one path by which an
 * order becomes paid after checkout, for staff and for providers alike, through moveOrder (decision
 * 076) in the caller's transaction. It lives in payments (not orders): orders use payments, and
 * payments settling a charge must not reach back into orders (feature walls).
 */
export async function recordOrderPaid(tx: Tx, order: LockedOrder, by: { user: SessionUser | null; note: string }): Promise<void> {
  const status = order.status === 'pending' ? 'processing' : (order.status as OrderStatus);
  await moveOrder(tx, {
    id: order.id,
    to: status,
    sameStatus: 'record',
    note: by.note,
    user: by.user,
    set: { paymentStatus: 'paid', paidAt: new Date(), paidById: by.user?.id ?? null },
    audit: (row) => ({
      action: 'update',
      before: { paymentStatus: row.paymentStatus, status: row.status },
      after: { paymentStatus: 'paid', status },
    }),
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
