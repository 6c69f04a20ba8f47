import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { orders, payments } from '../../db/schema';
import { loadPaymentEvent, markPaymentEventProcessed } from '../payment-webhooks/receive-mercadopago-webhook';
import type { ProviderPayment } from './payment-provider';
import { movePaymentStatus, settleProviderPayment } from './settle-provider-payment';

const eventPayload = z.object({ eventId: z.number().int().positive() });

/** A payment still open this long after its last read is asked about again (its notification may be lost). */
export const RECONCILE_AFTER_MINUTES = 3;
const OPEN = ['pending', 'in_process', 'authorized'];

/**
 * Job 'payments.settle-event': the stored notification's payment, read from the provider, applied
 * to its order. An order not committed yet throws, and the job runner tries again later from the
 * same stored event.
 */
export async function settlePaymentEventJob(ctx: AppContext, payload: unknown) {
  const { eventId } = eventPayload.parse(payload);
  const event = await loadPaymentEvent(ctx, eventId);
  if (!event || event.processedAt || !event.providerPaymentId || !ctx.payments.remote) return;
  const payment = await ctx.payments.remote.readPayment(event.providerPaymentId);
  await settleProviderPayment(ctx, payment, 'webhook');
  await markPaymentEventProcessed(ctx, eventId);
}

/**
 * Job 'payments.reconcile': every payment still open for a few minutes is read again, so an order
 * whose notification never arrived is settled all the same. Each read moves the row's updated_at,
 * so a long-open boleto waits its turn behind the others.
 */
export async function reconcilePaymentsJob(ctx: AppContext, _payload?: unknown, now: Date = new Date(), limit = 50): Promise<number> {
  const remote = ctx.payments.remote;
  if (!remote) return 0;
  const { db } = ctx.database;
  const due = await db
    .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(
      and(
        eq(payments.provider, ctx.payments.name),
        inArray(payments.status, OPEN),
        lt(payments.updatedAt, new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  for (const row of due) {
    const payment = await remote.readPayment(row.providerPaymentId);
    await settleProviderPayment(ctx, payment, 'reconciliation');
    await db.update(payments).set({ updatedAt: sql`now()` }).where(eq(payments.id, row.id));
  }
  return due.length;
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
  const remote = ctx.payments.remote;
  if (!remote) return 0;
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
