import { and, asc, eq, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { setOrderStatus } from './set-order-status';

export const EXPIRED_ORDER_NOTE = 'Pagamento não recebido no prazo: pedido cancelado e estoque devolvido.';

/**
 * Cancels the Pix and boleto orders whose payment deadline passed unpaid: their stock returns
 * through the ledger, the history and the audit say why (no user: the shop itself did it), and the
 * payment reads 'expired'. `now` is a parameter so tests control the clock. Returns the ids.
 */
export async function expireUnpaidOrders(db: Db, now: Date = new Date(), limit = 200): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'pending'), ne(orders.status, 'cancelled'), isNotNull(orders.paymentDeadline), lt(orders.paymentDeadline, now)))
    .orderBy(asc(orders.paymentDeadline))
    .limit(limit);
  const expired: string[] = [];
  for (const { id } of due) {
    const done = await setOrderStatus(db, {
      orderId: id,
      status: 'cancelled',
      user: null,
      note: EXPIRED_ORDER_NOTE,
      // Paid (or handled by staff) since it was listed: leave it alone.
      onlyIf: (row) => row.paymentStatus === 'pending' && row.status !== 'cancelled' && row.paymentDeadline !== null && row.paymentDeadline < now,
      set: { paymentStatus: 'expired' },
    });
    if (done) expired.push(id);
  }
  return expired;
}
