import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatBRL } from '../../../domain/money';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext, SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { orderStatusHistory, orders, payments } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { lockOrder } from '../orders/lock-order';
import type { PaymentProvider } from './payment-provider';
import { refundPayment } from './settle-provider-payment';

export const NOTHING_TO_REFUND_MESSAGE = 'Este pedido não tem pagamento aprovado a estornar.';
export const refundTooLargeMessage = (availableCents: number) => `O estorno passa do valor que ainda pode ser devolvido (${formatBRL(availableCents)}).`;
export const refundNote = (cents: number, full: boolean) => `${full ? 'Pagamento estornado' : 'Estorno parcial'} de ${formatBRL(cents)} no Mercado Pago`;

/**
 * Gives money back on an order's approved provider payment, in full or in part, inside the
 * caller's transaction with the order locked: the provider is asked first (its idempotency key
 * from the order and the refund's number), then the refund, the order's history and the audit are
 * written. Returns what was refunded and whether the payment is now refunded in full.
 */
export async function refundOrderPaymentTx(
  tx: Tx,
  provider: PaymentProvider,
  order: { id: string; status: string; paymentStatus: string; version: number },
  input: { amountCents?: number; user: SessionUser | null; reason: string },
): Promise<{ refundedCents: number; full: boolean } | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, provider.name), inArray(payments.status, ['approved'])))
    .orderBy(asc(payments.id))
    .for('update');
  if (!row || !provider.remote) return null;
  const available = row.amountCents - row.refundedCents;
  const amount = input.amountCents ?? available;
  if (amount <= 0 || amount > available) throw badRequest(refundTooLargeMessage(available));
  const refund = await refundPayment(tx, provider, row, {
    amountCents: input.amountCents === undefined ? undefined : amount,
    reason: input.reason,
    userId: input.user?.id ?? null,
  });
  const full = row.refundedCents + refund.amountCents >= row.amountCents;
  if (full) await tx.update(orders).set({ paymentStatus: 'refunded', updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    note: refundNote(refund.amountCents, full),
    userId: input.user?.id ?? null,
  });
  await recordAudit(tx, input.user, {
    action: 'refund',
    entity: 'order',
    entityId: order.id,
    before: { paymentStatus: order.paymentStatus, refundedCents: row.refundedCents },
    after: { paymentStatus: full ? 'refunded' : order.paymentStatus, refundedCents: row.refundedCents + refund.amountCents, reason: input.reason },
  });
  return { refundedCents: refund.amountCents, full };
}

/** Back-office 'Estornar': a partial or full refund of a paid order without cancelling it. */
export async function refundOrderPayment(
  ctx: Pick<AppContext, 'database' | 'payments'>,
  input: { orderId: string; amountCents: number; reason: string; user: SessionUser },
) {
  await ctx.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const done = await refundOrderPaymentTx(tx, ctx.payments, order, { amountCents: input.amountCents, user: input.user, reason: input.reason });
    if (!done) throw conflict(NOTHING_TO_REFUND_MESSAGE);
  });
}
