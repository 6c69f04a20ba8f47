import { and, asc, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { formatBRL } from '../../../domain/money';
import { providerAmount } from '../../../domain/provider-payment';
import type { SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { orders, paymentRefunds, paymentStatusHistory, payments, user as users } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import { movePaymentOnOrder } from '../../workflow/move-order';
import { PaymentOutcomeUnknownError, type PaymentProvider, PaymentProviderError, providerLabel } from './payment-provider';

// Refunds in three steps (issue 33; the same shape as a checkout's charge, charge-placed-order.ts):
// (a) reserveRefund, in the caller's transaction with the order locked: the amount is checked
//     against what is left (paid − refunded − refunds still pending) and a 'pending' row is written
//     with the attempt number the provider's idempotency key is made of;
// (b) sendReservedRefund, after that commit: the provider is asked with no lock or connection held;
// (c) in a new short transaction, its answer: 'done' (payment, order, audit; a cancellation is
//     finished by `finishCancel`) or 'failed' with the provider's reason for staff.
// A row left 'pending' (a crash, a timeout) is asked again under the same key by resendPendingRefunds.

export const REFUND_KEY_REUSED_MESSAGE = 'Este estorno já foi feito com outro valor. Recarregue o pedido e confira os estornos.';
export const NOTHING_TO_REFUND_MESSAGE = 'Este pedido não tem pagamento aprovado a estornar.';
export const REFUND_PENDING_MESSAGE =
  'Já há um estorno deste pedido aguardando a resposta do provedor de pagamentos. Ele é confirmado sozinho em instantes; recarregue o pedido depois.';
export const refundTooLargeMessage = (availableCents: number) => `O estorno passa do valor que ainda pode ser devolvido (${formatBRL(availableCents)}).`;
export const refundNote = (cents: number, full: boolean, provider: string) =>
  `${full ? 'Pagamento estornado' : 'Estorno parcial'} de ${formatBRL(cents)} no ${providerLabel(provider)}`;
export const divergentRefundNote = (cents: number, currency: string, provider: string) =>
  `Pagamento divergente estornado: ${providerAmount(cents, currency)} devolvidos no ${providerLabel(provider)}`;
export const LATE_PAYMENT_REFUNDED_NOTE = 'Pagamento estornado automaticamente: o pedido já estava cancelado';
/** A pending refund younger than this may still be on its way to the provider: the job leaves it alone. */
export const RESEND_REFUND_AFTER_MINUTES = 2;

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type RefundKind = 'request' | 'cancel' | 'late';
type OrderRow = typeof orders.$inferSelect;
/** Who is written as having refunded: the fields the audit and histories keep. */
type Actor = Pick<SessionUser, 'id' | 'name'> | null;
/** Finishes a cancellation once its refund is done, in (c)'s transaction (orders/set-order-status.ts). */
export type FinishCancel = (tx: Tx, order: OrderRow, user: Actor, note: string | null) => Promise<void>;

/** How a refund asked for in the back-office is stored: a second request with the same key finds it. */
export const refundRequestKey = (provider: string, orderId: string, key: string) => `${provider}:${orderId}:refund-request:${key}`;

/** A refund row with what sending it needs to know of its payment. */
export type ReservedRefund = RefundRow & { providerPaymentId: string; orderId: string };

/** The refund whose idempotency key is `key`, with its payment's provider id, or null. */
export async function findRefundByKey(tx: Tx, key: string): Promise<ReservedRefund | null> {
  const [row] = await tx
    .select({ refund: paymentRefunds, providerPaymentId: payments.providerPaymentId, orderId: payments.orderId })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.idempotencyKey, key));
  return row ? { ...row.refund, providerPaymentId: row.providerPaymentId, orderId: row.orderId } : null;
}

/** The order's refund still waiting for the provider's answer, if any (a cancellation's first). */
export async function findPendingRefund(tx: Tx, orderId: string, kind?: RefundKind): Promise<ReservedRefund | null> {
  const [row] = await tx
    .select({ refund: paymentRefunds, providerPaymentId: payments.providerPaymentId, orderId: payments.orderId })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(payments.orderId, orderId), eq(paymentRefunds.status, 'pending'), kind ? eq(paymentRefunds.kind, kind) : undefined))
    .orderBy(asc(paymentRefunds.id))
    .limit(1);
  return row ? { ...row.refund, providerPaymentId: row.providerPaymentId, orderId: row.orderId } : null;
}

/**
 * (a) Reserves a refund of the order's approved provider payment (a divergent one is not the
 * order's money): all that is left when `amountCents` is omitted. Call with the order row locked.
 * What is left counts the refunds still pending, so two refunds at once never pass the paid amount:
 * the second is refused (400) before it reaches the provider. Answers null when there is no such
 * payment, or (`ifAny`) nothing left to refund.
 */
export async function reserveRefund(
  tx: Tx,
  provider: PaymentProvider,
  orderId: string,
  input: {
    amountCents?: number;
    reason: string;
    userId: string | null;
    kind: RefundKind;
    requestKey?: string;
    note?: string;
    ifAny?: boolean;
    /** A divergent payment of the order (its provider id) instead of the order's own: 'Estornar' on 'Pagamento divergente'. */
    divergentPaymentId?: string;
  },
): Promise<ReservedRefund | null> {
  const which =
    input.divergentPaymentId === undefined
      ? isNull(payments.divergence)
      : and(eq(payments.providerPaymentId, input.divergentPaymentId), isNotNull(payments.divergence));
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider.name), inArray(payments.status, ['approved']), which))
    .orderBy(asc(payments.id))
    .for('update');
  if (!row) return null;
  const [{ pending }] = (await tx
    .select({ pending: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, row.id), eq(paymentRefunds.status, 'pending')))) as [{ pending: number }];
  const available = row.amountCents - row.refundedCents - Number(pending);
  if (input.ifAny && available <= 0) return null;
  const amount = input.amountCents ?? available;
  if (amount <= 0 || amount > available) throw badRequest(refundTooLargeMessage(Math.max(0, available)));
  // The provider's key is the order and this number: every refund of the order (failed ones too) took one.
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(payments.orderId, orderId))) as [{ n: number }];
  const attempt = Number(n) + 1;
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: row.id,
      amountCents: amount,
      reason: input.reason,
      idempotencyKey: input.requestKey ? refundRequestKey(row.provider, orderId, input.requestKey) : `${row.provider}:${orderId}:refund:${attempt}`,
      status: 'pending',
      kind: input.kind,
      attempt,
      note: input.note ?? null,
      userId: input.userId,
    })
    .returning();
  return { ...refund!, providerPaymentId: row.providerPaymentId, orderId };
}

/**
 * (b) + (c): asks the provider for a reserved refund, outside any transaction, under the key of its
 * attempt (a repeat answers the first result, never a second refund), then records the answer.
 * Answers 'done' (also when another run recorded it first). A refusal marks the row 'failed' with
 * the provider's reason and is thrown; a lost answer leaves it 'pending' (the job asks again) and
 * is thrown too.
 */
export async function sendReservedRefund(
  db: Db,
  provider: PaymentProvider,
  refund: ReservedRefund,
  opts: { user?: Actor; finishCancel?: FinishCancel } = {},
): Promise<'done'> {
  const remote = provider;
  let answer: { refundId: string; amountCents: number };
  try {
    answer = await remote.refund({
      paymentId: refund.providerPaymentId,
      orderId: refund.orderId,
      attempt: refund.attempt ?? 1,
      amountCents: refund.amountCents,
    });
  } catch (err) {
    // A definite refusal (not a timeout or an outage, whose outcome is unknown): nothing was refunded.
    if (err instanceof PaymentProviderError && !(err instanceof PaymentOutcomeUnknownError)) {
      await recordRefundFailure(db, refund.id, err.message);
    }
    throw err;
  }
  await recordRefundDone(db, refund.id, answer, opts);
  return 'done';
}

async function recordRefundFailure(db: Db, refundId: number, failure: string) {
  await db
    .update(paymentRefunds)
    .set({ status: 'failed', failure, updatedAt: new Date() })
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')));
}

/** The user a refund row names, as the audit and histories write it (the job has only the id). */
async function actorOf(tx: Tx, userId: string | null, given: Actor | undefined): Promise<Actor> {
  if (given !== undefined) return given;
  if (!userId) return null;
  const [u] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  return u ?? { id: userId, name: 'Usuário removido' };
}

/**
 * (c) The provider refunded: under the order's lock (then the payment's, as settling does), the row
 * becomes 'done', the payment's refunded amount and status move, the order's history and audit get
 * the refund, a full one marks the order 'Estornado', and a cancellation is finished. Recorded once:
 * a row no longer pending (the request and the job both got the answer) is left alone.
 */
async function recordRefundDone(
  db: Db,
  refundId: number,
  answer: { refundId: string; amountCents: number },
  opts: { user?: Actor; finishCancel?: FinishCancel },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ orderId }] = (await tx
      .select({ orderId: payments.orderId })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(paymentRefunds.id, refundId))) as [{ orderId: string }];
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId)).for('update');
    if (!order || !refund || refund.status !== 'pending') return;
    const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId)).for('update');
    const amount = answer.amountCents || refund.amountCents;
    await tx
      .update(paymentRefunds)
      .set({ status: 'done', providerRefundId: answer.refundId, amountCents: amount, updatedAt: new Date() })
      .where(eq(paymentRefunds.id, refundId));
    // What our refunds add up to; a notification or a re-read may already have brought the provider's figure.
    const [{ done }] = (await tx
      .select({ done: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment!.id), eq(paymentRefunds.status, 'done')))) as [{ done: number }];
    const refundedCents = Math.max(payment!.refundedCents, Number(done));
    const full = refundedCents >= payment!.amountCents;
    await tx
      .update(payments)
      .set({ refundedCents, ...(full ? { status: 'refunded', statusDetail: 'refunded' } : {}), updatedAt: new Date() })
      .where(eq(payments.id, payment!.id));
    if (full && payment!.status !== 'refunded') {
      await tx
        .insert(paymentStatusHistory)
        .values({ paymentId: payment!.id, fromStatus: payment!.status, toStatus: 'refunded', statusDetail: 'refunded', source: 'refund' });
    }
    const user = await actorOf(tx, refund.userId, opts.user);
    if (payment!.divergence !== null) {
      // A divergent payment never settled the order (issue 33): its refund gives the payer's money
      // back and leaves the order's own payment status as it was.
      await movePaymentOnOrder(tx, order, {
        note: divergentRefundNote(amount, payment!.currency, payment!.provider),
        user: user as SessionUser | null,
        audit: () => ({
          action: 'refund',
          before: { divergentPayment: payment!.providerPaymentId, refundedCents: payment!.refundedCents },
          after: { divergentPayment: payment!.providerPaymentId, refundedCents, reason: refund.reason },
        }),
      });
      return;
    }
    // The order's own payment: a history row whatever the amount, 'Estornado' once all of it is back.
    const paymentStatus = full ? 'refunded' : order.paymentStatus;
    const note = refund.kind === 'late' ? LATE_PAYMENT_REFUNDED_NOTE : refundNote(amount, full, payment!.provider);
    const current = await movePaymentOnOrder(tx, order, {
      note,
      user: user as SessionUser | null,
      set: full ? { paymentStatus } : undefined,
      audit: () => ({
        action: refund.kind === 'late' ? 'update' : 'refund',
        before: { paymentStatus: order.paymentStatus, refundedCents: payment!.refundedCents },
        after: { paymentStatus, refundedCents, reason: refund.reason, ...(refund.kind === 'late' ? { note } : {}) },
      }),
    });
    if (refund.kind === 'cancel' && order.status !== 'cancelled') await opts.finishCancel?.(tx, current!, user, refund.note);
  });
}

/**
 * Part of the reconciliation job: refunds left 'pending' for a few minutes (the process stopped
 * between the steps, or the provider's answer was lost) are asked again under the same key: the
 * provider answers the refund it made, or makes it now — once either way. A provider that cannot be
 * reached leaves the row for the next run. Answers how many were asked.
 */
export async function resendPendingRefunds(db: Db, provider: PaymentProvider, finishCancel: FinishCancel, now: Date = new Date(), limit = 20): Promise<number> {
  const due = await db
    .select({ refund: paymentRefunds, providerPaymentId: payments.providerPaymentId, orderId: payments.orderId })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(paymentRefunds.status, 'pending'),
        eq(payments.provider, provider.name),
        lt(paymentRefunds.updatedAt, new Date(now.getTime() - RESEND_REFUND_AFTER_MINUTES * 60_000)),
      ),
    )
    .orderBy(asc(paymentRefunds.updatedAt))
    .limit(limit);
  for (const { refund, providerPaymentId, orderId } of due) {
    // Its turn moves back, so one the provider keeps failing on does not hold the others up.
    await db.update(paymentRefunds).set({ updatedAt: sql`now()` }).where(eq(paymentRefunds.id, refund.id));
    try {
      await sendReservedRefund(db, provider, { ...refund, providerPaymentId, orderId }, { finishCancel });
    } catch (err) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          msg: 'estorno pendente não confirmado no provedor; nova tentativa na próxima vez',
          refundId: refund.id,
          orderId,
          error: String((err as Error)?.message ?? err),
        }),
      );
    }
  }
  return due.length;
}

/** A refund already recorded under a request's key: the same amount is the same refund; another is refused. */
export function sameRefundOrConflict(existing: ReservedRefund, amountCents: number) {
  if (existing.amountCents !== amountCents) throw new AppError('IDEMPOTENCY_KEY_REUSED', REFUND_KEY_REUSED_MESSAGE);
}
