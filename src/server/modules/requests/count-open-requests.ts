import { sql } from 'drizzle-orm';
import { CLOSED_REQUEST_STATUSES } from '../../../domain/requests';
import type { AwaitingPurchase, RequestSummary } from '../../../domain/schemas/requests';
import type { DbOrTx } from '../../db/client';

const notClosed = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/**
 * The hub's cards: requests of each kind still open (not finished, refused, cancelled or shipped).
 * Store staff (`storeId`) count their own store's merchandise requests and special orders only.
 */
export async function countOpenRequests(db: DbOrTx, storeId: number | null = null): Promise<RequestSummary> {
  const ofStore = storeId === null ? sql`` : sql` AND store_id = ${storeId}`;
  const result = await db.execute<{ purchase: number; merchandise: number; special_order: number }>(sql`
    SELECT (SELECT count(*)::int FROM purchase_requests WHERE status NOT IN (${notClosed(CLOSED_REQUEST_STATUSES.purchase)})) AS purchase,
           (SELECT count(*)::int FROM merchandise_requests WHERE status NOT IN (${notClosed(CLOSED_REQUEST_STATUSES.merchandise)})${ofStore}) AS merchandise,
           (SELECT count(*)::int FROM special_orders WHERE status NOT IN (${notClosed(CLOSED_REQUEST_STATUSES.specialOrder)})${ofStore}) AS special_order`);
  const row = result.rows[0]!;
  return { purchase: Number(row.purchase), merchandise: Number(row.merchandise), specialOrder: Number(row.special_order) };
}

/** Purchase requests in 'Aguardando Entrega', which a receiving check may be linked to. */
export async function listAwaitingPurchases(db: DbOrTx): Promise<AwaitingPurchase[]> {
  const result = await db.execute<{ id: number; code: string; requested_by_name: string; estimated_arrival: string | null; item_count: number }>(sql`
    SELECT r.id, r.code, r.requested_by_name, to_char(r.estimated_arrival, 'YYYY-MM-DD') AS estimated_arrival,
           (SELECT count(*)::int FROM purchase_request_items i WHERE i.request_id = r.id) AS item_count
    FROM purchase_requests r WHERE r.status = 'Aguardando Entrega'
    ORDER BY r.estimated_arrival NULLS LAST, r.id
    LIMIT 200`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    requestedByName: r.requested_by_name,
    estimatedArrival: r.estimated_arrival,
    itemCount: Number(r.item_count),
  }));
}
