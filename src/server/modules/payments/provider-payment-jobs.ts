import { and, asc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { orders, payments } from '../../db/schema';
import { loadPaymentEvent, markPaymentEventProcessed, NOTIFICATION_TOPICS } from './mercadopago/receive-mercadopago-webhook';
import type { ProviderPayment } from './payment-provider';
import { movePaymentStatus, settleProviderPayment } from './settle-provider-payment';

const eventPayload = z.object({ eventId: z.number().int().positive() });

/** A payment still open this long after its last read is asked about again (its notification may be lost). */
export const RECONCILE_AFTER_MINUTES = 3;
const OPEN = ['pending', 'in_process', 'authorized'];
/**
 * Settled payments (approved, or in a dispute) are read again too, less often, for as long as a
 * cardholder may still dispute them: a refund or a chargeback done in Mercado Pago's own dashboard
 * sends no notification the shop can count on (issue 33).
 */
export const RECHECK_SETTLED_AFTER_MINUTES = 60;
export const RECHECK_SETTLED_FOR_DAYS = 120;
const SETTLED = ['approved', 'in_mediation'];

/**
 * Job 'payments.settle-event': the stored notification's payment, read from the provider, applied
 * to its order. An order not committed yet throws, and the job runner tries again later from the
 * same stored event.
 */
export async function settlePaymentEventJob(ctx: AppContext, payload: unknown) {
  const { eventId } = eventPayload.parse(payload);
  const event = await loadPaymentEvent(ctx, eventId);
  const remote = ctx.payments;
  if (!event || event.processedAt) return;
  // A chargeback or merchant order names its payments; each is read again and settled (issue 33).
  const body = (event.payload ?? {}) as { type?: unknown; data?: { id?: unknown } };
  const topic = NOTIFICATION_TOPICS[typeof body.type === 'string' ? body.type : 'payment'] ?? 'payment';
  const resourceId = body.data?.id === undefined ? null : String(body.data.id);
  const ids =
    topic === 'payment'
      ? event.providerPaymentId
        ? [event.providerPaymentId]
        : []
      : resourceId && remote.paymentIdsOf
        ? await remote.paymentIdsOf({ topic, id: resourceId })
        : [];
  for (const id of ids) await settleProviderPayment(ctx, await remote.readPayment(id), 'webhook');
  await markPaymentEventProcessed(ctx, eventId);
}

/**
 * Job 'payments.reconcile': every payment still open for a few minutes is read again, so an order
 * whose notification never arrived is settled all the same; then, with what is left of the run's
 * `limit`, the settled payments of the last months not read for an hour (a refund or chargeback
 * made at the provider reaches the order). Each read moves the row's updated_at, so a long-open
 * boleto waits its turn behind the others. A payment that cannot be read is logged and skipped
 * (its turn comes again): one bad payment never stops the others. Answers how many were looked at.
 */
export async function reconcilePaymentsJob(ctx: AppContext, _payload?: unknown, now: Date = new Date(), limit = 50): Promise<number> {
  const remote = ctx.payments;
  const { db } = ctx.database;
  const due = (statuses: string[], idleMinutes: number, n: number, extra?: SQL) =>
    db
      .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(
        and(
          eq(payments.provider, ctx.payments.name),
          inArray(payments.status, statuses),
          lt(payments.updatedAt, new Date(now.getTime() - idleMinutes * 60_000)),
          extra,
        ),
      )
      .orderBy(asc(payments.updatedAt))
      .limit(n);
  const open = await due(OPEN, RECONCILE_AFTER_MINUTES, limit);
  const settled =
    open.length < limit
      ? await due(
          SETTLED,
          RECHECK_SETTLED_AFTER_MINUTES,
          limit - open.length,
          gt(payments.createdAt, new Date(now.getTime() - RECHECK_SETTLED_FOR_DAYS * 86_400_000)),
        )
      : [];
  for (const row of [...open, ...settled]) {
    try {
      await settleProviderPayment(ctx, await remote.readPayment(row.providerPaymentId), 'reconciliation');
    } catch (err) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          msg: 'pagamento não pôde ser conferido no provedor; nova tentativa na próxima vez',
          paymentId: row.providerPaymentId,
          error: String((err as Error)?.message ?? err),
        }),
      );
    }
    await db.update(payments).set({ updatedAt: sql`now()` }).where(eq(payments.id, row.id));
  }
  return open.length + settled.length;
}

/**
 * Part of the expiry job, after it cancelled unpaid orders: the open charges of cancelled orders are
 * cancelled at the provider, so a Pix code or boleto can no longer be paid for stock already
 * returned. It looks for every such charge, not only this run's: a cancel the provider could not
 * be reached for stays open here (nothing is marked cancelled unless the provider says so) and is
 * tried again at the next run, with the same idempotency key. A payment that slipped in meanwhile
 * comes back approved and is settled (refunded, as its order is cancelled). Answers how many could
 * not be cancelled this time.
 */
export async function cancelExpiredCharges(ctx: AppContext, limit = 50): Promise<number> {
  const remote = ctx.payments;
  const { db } = ctx.database;
  const open = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, ctx.payments.name), inArray(payments.status, OPEN), eq(orders.status, 'cancelled')))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  let failed = 0;
  for (const { payment: row } of open) {
    let payment: ProviderPayment;
    try {
      payment = await remote.cancel({ paymentId: row.providerPaymentId, orderId: row.orderId, attempt: 1 });
    } catch (err) {
      // Not lost: the row stays open, so the next run (a minute later) asks again; the
      // reconciliation's reads meanwhile still settle it if the provider cancels or is paid.
      failed++;
      console.warn(
        JSON.stringify({
          level: 'warn',
          msg: 'cobrança expirada não cancelada no provedor; nova tentativa na próxima execução',
          paymentId: row.providerPaymentId,
          error: String((err as Error)?.message ?? err),
        }),
      );
      continue;
    }
    if (payment.status === 'cancelled') {
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(payments).where(eq(payments.id, row.id)).for('update');
        await movePaymentStatus(tx, locked!, payment, 'cancel');
      });
    } else {
      await settleProviderPayment(ctx, payment, 'cancel');
    }
  }
  return failed;
}
