import { and, asc, eq, isNull, lt, ne, notExists } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { orders, payments } from '../../db/schema';
import { settleProviderPayment } from '../payments';
import { setOrderStatus } from './set-order-status';

/** An order committed this long ago without its charge recorded had its provider's answer lost. */
export const UNCHARGED_AFTER_MINUTES = 10;
export const UNCHARGED_ORDER_NOTE = 'Pagamento não confirmado pelo provedor: pedido cancelado e estoque devolvido.';

/**
 * Part of the expiry job (issue 33 item 2): an order the checkout committed but whose charge's answer
 * was lost, and whose customer did not submit again, is looked up at the provider by the order. A
 * charge found is settled like any notification (recorded, and paid if approved); with none, the
 * order is cancelled and its stock returns — a charge that still turned up later would meet a
 * cancelled order and be refunded. A provider that cannot be reached leaves the order for the next run.
 */
export async function resolveUnchargedOrders(ctx: AppContext, now: Date = new Date(), limit = 50): Promise<number> {
  const remote = ctx.payments;
  const { db } = ctx.database;
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'pending'),
        ne(orders.status, 'cancelled'),
        isNull(orders.paymentReference),
        lt(orders.createdAt, new Date(now.getTime() - UNCHARGED_AFTER_MINUTES * 60_000)),
        notExists(db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orders.id))),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  let resolved = 0;
  for (const { id } of due) {
    let found: Awaited<ReturnType<typeof remote.findPayments>>;
    try {
      found = await remote.findPayments(id);
    } catch {
      continue;
    }
    const live = found.find((p) => p.status !== 'rejected' && p.status !== 'cancelled');
    if (live) await settleProviderPayment(ctx, live, 'reconciliation');
    else {
      await setOrderStatus(db, {
        orderId: id,
        status: 'cancelled',
        user: null,
        note: UNCHARGED_ORDER_NOTE,
        onlyIf: (row) => row.paymentStatus === 'pending' && row.status !== 'cancelled' && row.paymentReference === null,
        set: { paymentStatus: 'expired' },
      });
    }
    resolved++;
  }
  return resolved;
}
