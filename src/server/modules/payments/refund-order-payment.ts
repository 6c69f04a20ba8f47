import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { formatBRL } from '../../../domain/money';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext, SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { orderStatusHistory, orders, paymentRefunds, payments } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../http/errors';
import { lockOrder } from './lock-order';
import { type PaymentProvider, providerLabel } from './payment-provider';
import { refundPayment, refundRequestKey } from './settle-provider-payment';

export const REFUND_KEY_REUSED_MESSAGE = 'Este estorno já foi feito com outro valor. Recarregue o pedido e confira os estornos.';
export const NOTHING_TO_REFUND_MESSAGE = 'Este pedido não tem pagamento aprovado a estornar.';
export const refundTooLargeMessage = (availableCents: number) => `O estorno passa do valor que ainda pode ser devolvido (${formatBRL(availableCents)}).`;
export const refundNote = (cents: number, full: boolean, provider: string) =>
  `${full ? 'Pagamento estornado' : 'Estorno parcial'} de ${formatBRL(cents)} no ${providerLabel(provider)}`;

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
  input: { amountCents?: number; user: SessionUser | null; reason: string; requestKey?: string },
): Promise<{ refundedCents: number; full: boolean } | null> {
  const [row] = await tx
    .select()
    .from(payments)
    // A divergent payment (issue 33) is not the order's money: staff settle it at the provider.
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, provider.name), inArray(payments.status, ['approved']), isNull(payments.divergence)))
    .orderBy(asc(payments.id))
    .for('update');
  if (!row) return null;
  const available = row.amountCents - row.refundedCents;
  const amount = input.amountCents ?? available;
  if (amount <= 0 || amount > available) throw badRequest(refundTooLargeMessage(available));
  const refund = await refundPayment(tx, provider, row, {
    amountCents: input.amountCents === undefined ? undefined : amount,
    reason: input.reason,
    userId: input.user?.id ?? null,
    requestKey: input.requestKey,
  });
  const full = row.refundedCents + refund.amountCents >= row.amountCents;
  if (full) await tx.update(orders).set({ paymentStatus: 'refunded', updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    note: refundNote(refund.amountCents, full, provider.name),
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

/**
 * Back-office 'Estornar': a partial or full refund of a paid order without cancelling it. The
 * request's idempotency key is looked up under the order's lock: the same request sent again (a
 * double click, a retry after a lost answer, two at once) finds the refund the first one made and
 * changes nothing.
 */
export async function refundOrderPayment(
  ctx: Pick<AppContext, 'database' | 'payments'>,
  input: { orderId: string; amountCents: number; reason: string; idempotencyKey: string; user: SessionUser },
) {
  await ctx.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const requestKey = refundRequestKey(ctx.payments.name, order.id, input.idempotencyKey);
    const [done] = await tx.select({ amountCents: paymentRefunds.amountCents }).from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, requestKey));
    if (done) {
      if (done.amountCents !== input.amountCents) throw new AppError('IDEMPOTENCY_KEY_REUSED', REFUND_KEY_REUSED_MESSAGE);
      return;
    }
    const refunded = await refundOrderPaymentTx(tx, ctx.payments, order, {
      amountCents: input.amountCents,
      user: input.user,
      reason: input.reason,
      requestKey: input.idempotencyKey,
    });
    if (!refunded) throw conflict(NOTHING_TO_REFUND_MESSAGE);
  });
}
