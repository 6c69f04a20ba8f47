import { asc, eq, sql } from 'drizzle-orm';
import { CLOSED_REQUEST_STATUSES } from '../../../domain/requests';
import type { AwaitingPurchase, RequestSummary } from '../../../domain/schemas/requests';
import type { DbOrTx } from '../../db/client';
import { purchaseRequests } from '../../db/schema';
import { outerColumn } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';

const notClosed = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/**
 * The hub's cards: requests of each kind still open (not finished, refused, cancelled or shipped).
 * Store staff count their own store's merchandise requests and special orders only.
 * Raw: one statement of three counts for the hub (an aggregate, decision 045).
 */
export async function countOpenRequests(db: DbOrTx, scope: StoreScope): Promise<RequestSummary> {
  const inScope = inStoreScope(scope, sql.identifier('store_id'));
  const ofStore = inScope ? sql` AND ${inScope}` : sql``;
  const result = await db.execute<{ purchase: number; merchandise: number; special_order: number }>(sql`
    SELECT (SELECT count(*)::int FROM purchase_requests WHERE status NOT IN (${notClosed(CLOSED_REQUEST_STATUSES.purchase)})) AS purchase,
           (SELECT count(*)::int FROM merchandise_requests WHERE status NOT IN (${notClosed(CLOSED_REQUEST_STATUSES.merchandise)})${ofStore}) AS merchandise,
           (SELECT count(*)::int FROM special_orders WHERE status NOT IN (${notClosed(CLOSED_REQUEST_STATUSES.specialOrder)})${ofStore}) AS special_order`);
  const row = result.rows[0]!;
  return { purchase: Number(row.purchase), merchandise: Number(row.merchandise), specialOrder: Number(row.special_order) };
}

/** Purchase requests in 'Aguardando Entrega', which a receiving check may be linked to. */
export async function listAwaitingPurchases(db: DbOrTx): Promise<AwaitingPurchase[]> {
  const r = purchaseRequests;
  return db
    .select({
      id: r.id,
      code: r.code,
      requestedByName: r.requestedByName,
      estimatedArrival: r.estimatedArrival,
      itemCount: sql<number>`(SELECT count(*)::int FROM purchase_request_items i WHERE i.request_id = ${outerColumn(r.id)})`.mapWith(Number),
    })
    .from(r)
    .where(eq(r.status, 'Aguardando Entrega'))
    .orderBy(sql`${r.estimatedArrival} NULLS LAST`, asc(r.id))
    .limit(200);
}
