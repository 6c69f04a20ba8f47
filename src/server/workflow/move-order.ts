import { ORDER_WORKFLOW, type OrderStatus } from '../../domain/order-status';
import { ORDER_NOT_FOUND_MESSAGE } from '../../domain/schemas/admin-orders';
import type { SessionUser } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { orderStatusHistory, orders } from '../db/schema';
import { type DocumentMove, type HistoryEntry, moveDocument } from './move-document';

type OrderRow = typeof orders.$inferSelect;
type OrderColumns = Partial<typeof orders.$inferInsert>;

export type OrderMove = Omit<DocumentMove<OrderStatus, typeof orders>, 'table' | 'workflow' | 'notFoundMessage' | 'recordHistory'> & {
  /** Columns written with the status (the payment status, when it was paid), on the locked row. */
  set?: OrderColumns;
};

// Orders keep their own history table (the customer's and the back-office's order pages read it).
async function writeOrderHistory(tx: Tx, entry: HistoryEntry) {
  await tx.insert(orderStatusHistory).values({
    orderId: entry.documentId,
    fromStatus: entry.from,
    toStatus: entry.to,
    note: entry.note,
    userId: entry.user?.id ?? null,
  });
}

/**
 * The one way an online order's status or payment status changes after checkout, and the one writer
 * of its history (decision 076): `moveDocument` on the orders table — row lock, version, workflow
 * check, effects, status and version, a row of order_status_history, the audit entry — in the
 * caller's transaction when `db` is one (the caller that already locked the order passes its tx).
 * Here, not in a feature, because both orders (the status dialog, expiry, pickups) and payments
 * (paid, refunded, disputed) move orders, and payments may not import orders (feature walls). The
 * checkout's own statements (the order's first row, its card's answer: orders/order-write-sql.ts)
 * are the only other writers.
 */
export function moveOrder(db: DbOrTx, move: OrderMove): Promise<OrderRow | null> {
  const { set, effects, ...rest } = move;
  return moveDocument(db, {
    ...rest,
    table: orders,
    workflow: ORDER_WORKFLOW,
    notFoundMessage: ORDER_NOT_FOUND_MESSAGE,
    effects: set || effects ? async (tx, row, from) => ({ ...set, ...(await effects?.(tx, row, from)) }) : undefined,
    recordHistory: writeOrderHistory,
  });
}

/**
 * A payment's news on an order whose status stays (refunded at the provider, disputed, a divergent
 * payment, a refund): a move to the status the order is in (`sameStatus: 'record'`) with its note,
 * `set` the new payment status when it changes. The audit says what the payment did (action
 * 'update', the payment status before and after, the note) unless `audit` says otherwise.
 */
export function movePaymentOnOrder(
  tx: Tx,
  order: { id: string; status: string },
  move: { note: string; user: SessionUser | null; set?: OrderColumns; audit?: OrderMove['audit'] },
): Promise<OrderRow | null> {
  const { note, set } = move;
  return moveOrder(tx, {
    id: order.id,
    to: order.status as OrderStatus,
    sameStatus: 'record',
    note,
    user: move.user,
    set,
    audit:
      move.audit ??
      ((row) => ({
        action: 'update',
        before: { paymentStatus: row.paymentStatus },
        after: { paymentStatus: set?.paymentStatus ?? row.paymentStatus, note },
      })),
  });
}
