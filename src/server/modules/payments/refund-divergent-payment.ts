import { and, eq, isNotNull } from 'drizzle-orm';
import { PAYMENT_NOT_FOUND_MESSAGE } from '../../../domain/schemas/admin-orders';
import type { AppContext, SessionUser } from '../../context';
import { payments } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import { lockOrder } from './lock-order';
import { PaymentProviderError } from './payment-provider';
import { findRefundByKey, REFUND_KEY_REUSED_MESSAGE, type ReservedRefund, refundRequestKey, reserveRefund, sendReservedRefund } from './refunds';

export const DIVERGENT_NOTHING_LEFT_MESSAGE = 'Este pagamento divergente não tem valor aprovado a estornar.';

/**
 * 'Estornar' on a 'Pagamento divergente' (issue 33): a payment naming the order with another amount
 * or currency never settled it, so the money it holds is the payer's, not a refund of the order.
 * Everything it still holds goes back, in its own currency, through the same three steps as any
 * refund (refunds.ts: reserved under the order's lock, sent with no lock held, recorded); the
 * order's payment status and workflow stay as they are, and its history says what was returned.
 * The request's key makes a repeat (double click, lost answer) refund once.
 */
export async function refundDivergentPayment(
  ctx: Pick<AppContext, 'database' | 'payments'>,
  input: { orderId: string; providerPaymentId: string; reason: string; idempotencyKey: string; user: SessionUser },
) {
  const { db } = ctx.database;
  const refund = await db.transaction(async (tx): Promise<ReservedRefund | null> => {
    const order = await lockOrder(tx, input.orderId);
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.providerPaymentId, input.providerPaymentId), isNotNull(payments.divergence)));
    if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    const existing = await findRefundByKey(tx, refundRequestKey(ctx.payments.name, order.id, input.idempotencyKey));
    if (existing) {
      if (existing.paymentId !== payment.id) throw new AppError('IDEMPOTENCY_KEY_REUSED', REFUND_KEY_REUSED_MESSAGE);
      if (existing.status === 'failed') throw new PaymentProviderError(existing.failure ?? DIVERGENT_NOTHING_LEFT_MESSAGE);
      return existing.status === 'pending' ? existing : null;
    }
    const reserved = await reserveRefund(tx, ctx.payments, order.id, {
      reason: input.reason,
      userId: input.user.id,
      kind: 'request',
      requestKey: input.idempotencyKey,
      divergentPaymentId: input.providerPaymentId,
      ifAny: true,
    });
    if (!reserved) throw conflict(DIVERGENT_NOTHING_LEFT_MESSAGE);
    return reserved;
  });
  if (refund) await sendReservedRefund(db, ctx.payments, refund, { user: input.user });
}
