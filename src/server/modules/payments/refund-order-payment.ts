import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context';
import { payments } from '../../db/schema';
import { conflict } from '../../http/errors';
import { lockOrder } from './lock-order';
import { PaymentProviderError } from './payment-provider';
import {
  findRefundByKey,
  NOTHING_TO_REFUND_MESSAGE,
  type ReservedRefund,
  refundRequestKey,
  reserveRefund,
  sameRefundOrConflict,
  sendReservedRefund,
} from './refunds';

export {
  NOTHING_TO_REFUND_MESSAGE,
  REFUND_KEY_REUSED_MESSAGE,
  REFUND_PENDING_MESSAGE,
  refundNote,
  refundTooLargeMessage,
} from './refunds';

export const ONLY_DIVERGENT_MESSAGE = "O pagamento deste pedido é divergente e não o confirmou: estorne-o em 'Pagamento divergente', nos detalhes do pedido.";

/**
 * Back-office 'Estornar': a partial or full refund of a paid order without cancelling it, in three
 * steps (refunds.ts): reserved under the order's lock, sent to the provider after the commit with
 * no lock held, its answer recorded. The request's idempotency key is looked up under the lock: the
 * same request sent again (a double click, a retry after a lost answer, two at once) finds the
 * refund the first one reserved — done: nothing changes; still pending: asked again under the same
 * provider key, so it refunds once; refused: the same refusal.
 */
export async function refundOrderPayment(
  ctx: Pick<AppContext, 'database' | 'payments'>,
  input: { orderId: string; amountCents: number; reason: string; idempotencyKey: string; user: SessionUser },
) {
  const { db } = ctx.database;
  const refund = await db.transaction(async (tx): Promise<ReservedRefund | null> => {
    const order = await lockOrder(tx, input.orderId);
    const existing = await findRefundByKey(tx, refundRequestKey(ctx.payments.name, order.id, input.idempotencyKey));
    if (existing) {
      sameRefundOrConflict(existing, input.amountCents);
      if (existing.status === 'failed') throw new PaymentProviderError(existing.failure ?? NOTHING_TO_REFUND_MESSAGE);
      return existing.status === 'pending' ? existing : null;
    }
    const reserved = await reserveRefund(tx, ctx.payments, order.id, {
      amountCents: input.amountCents,
      reason: input.reason,
      userId: input.user.id,
      kind: 'request',
      requestKey: input.idempotencyKey,
    });
    if (!reserved) {
      // Money held by a divergent payment is not the order's to refund: it has its own 'Estornar'.
      const [divergent] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), isNotNull(payments.divergence), eq(payments.status, 'approved')))
        .limit(1);
      throw conflict(divergent ? ONLY_DIVERGENT_MESSAGE : NOTHING_TO_REFUND_MESSAGE);
    }
    return reserved;
  });
  if (refund) await sendReservedRefund(db, ctx.payments, refund, { user: input.user });
}
