import { sql } from 'drizzle-orm';
import { DEFAULT_PICKUP_DAYS, pickupExpiredNote } from '../../../domain/pickups';
import type { AppContext } from '../../context';
import { readShopSettings } from '../../db/settings-store';
import { enqueueSql } from '../../mail/outbox';
import { setOrderStatus } from '../orders';
import { EVERY_STORE } from '../permissions';
import { pickupExpiredEmail } from './pickup-email';
import { readPickupOrder } from './read-pickup-order';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The job 'pickups.cancel-uncollected' (decision 070). 'Retirar na loja' orders still 'Pronto para
 * retirada' the shop's term ('Prazo para retirada (dias)') after they were made ready are marked as
 * expired, then cancelled as a clerk would cancel them — a paid one through its refund (reserved,
 * sent to the provider with no lock held, recorded; the answer cancels the order and lets its
 * reservation go), so the money goes back once even when a run dies halfway: the next run finds the
 * refund pending and asks again under the same key. Once an expired order is cancelled (by this run,
 * or by the reconciliation that got a lost answer), its customer's e-mail is queued, once. The term
 * counts from 'Pronto para retirada', never from payment: an order the store has not prepared is the
 * shop's delay, not the customer's. Returns the ids whose e-mail was queued.
 */
export async function cancelUncollectedPickups(ctx: Pick<AppContext, 'database' | 'payments'>, now: Date = new Date(), limit = 100): Promise<string[]> {
  const { db } = ctx.database;
  const days = (await readShopSettings(db)).pickupDays ?? DEFAULT_PICKUP_DAYS;
  await db.execute(sql`
    UPDATE orders SET pickup_expired_at = ${now}
    WHERE id IN (
      SELECT id FROM orders
      WHERE delivery_method = 'pickup' AND status = 'ready_for_pickup' AND pickup_expired_at IS NULL
        AND pickup_ready_at < ${new Date(now.getTime() - days * DAY_MS)}
      ORDER BY pickup_ready_at LIMIT ${limit}
    )`);
  const expired = await db.execute<{ id: string; status: string }>(sql`
    SELECT id, status FROM orders
    WHERE delivery_method = 'pickup' AND pickup_expired_at IS NOT NULL AND pickup_expired_mailed_at IS NULL
      AND status IN ('ready_for_pickup', 'cancelled')
    ORDER BY pickup_expired_at LIMIT ${limit}`);
  const mailed: string[] = [];
  const failures: string[] = [];
  for (const { id, status } of expired.rows) {
    try {
      if (status === 'ready_for_pickup') {
        await setOrderStatus(db, { orderId: id, status: 'cancelled', user: null, note: pickupExpiredNote(days), payments: ctx.payments });
      }
      if (await mailExpired(ctx, id, days)) mailed.push(id);
    } catch (err) {
      // One order's trouble (a provider that refused the refund) does not hold the others back.
      failures.push(`${id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (failures.length) throw new Error(`pedidos não retirados que não foram cancelados: ${failures.join('; ')}`);
  return mailed;
}

/** The customer's e-mail about an expired order now cancelled: queued in the transaction that marks it, so once. */
async function mailExpired(ctx: Pick<AppContext, 'database'>, id: string, days: number): Promise<boolean> {
  const { db } = ctx.database;
  const order = await readPickupOrder(db, id, EVERY_STORE);
  if (order.status !== 'cancelled') return false;
  const email = pickupExpiredEmail({
    orderId: id,
    customerName: order.customerName,
    accountEmail: order.accountEmail,
    storeName: order.storeName,
    storeAddress: order.storeAddress,
    days,
    refundedCents: order.paymentStatus === 'refunded' ? order.totalCents : 0,
  });
  return db.transaction(async (tx) => {
    const marked = await tx.execute(sql`UPDATE orders SET pickup_expired_mailed_at = now()
      WHERE id = ${id} AND status = 'cancelled' AND pickup_expired_mailed_at IS NULL RETURNING id`);
    if (marked.rows.length === 0) return false;
    await tx.execute(enqueueSql(email));
    return true;
  });
}
