import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/order-status';
import { collectByOf, DEFAULT_PICKUP_DAYS, PICKUP_OPEN_STATUSES, type PickupListQuery, type PickupOrderList } from '../../../domain/pickups';
import type { Db } from '../../db/client';
import { readShopSettings } from '../../db/settings-store';
import { inStoreScope, type StoreScope } from '../permissions';

const inList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/**
 * Retiradas: the 'Retirar na loja' orders of the user's store (every store for the warehouse and
 * head office). Open ones first by what is waiting longest — ready ones by when they were made
 * ready, then the paid ones to prepare — and the done ones newest first. Never the code.
 */
export async function listPickupOrders(db: Db, query: PickupListQuery, scope: StoreScope): Promise<PickupOrderList> {
  const days = (await readShopSettings(db)).pickupDays ?? DEFAULT_PICKUP_DAYS;
  const scoped = inStoreScope(scope, sql`s.id`);
  const open = query.view === 'open';
  const statuses = open ? PICKUP_OPEN_STATUSES : ['picked_up', 'cancelled'];
  const result = await db.execute<{
    id: string;
    created_at: string | Date;
    status: OrderStatus;
    version: number;
    payment_status: string;
    customer_name: string;
    total_cents: number;
    item_count: number;
    store_id: number;
    store_name: string;
    pickup_ready_at: string | Date | null;
    total: number;
  }>(sql`
    SELECT o.id, o.created_at, o.status, o.version, o.payment_status, o.customer_name, o.total_cents,
      (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS item_count,
      s.id AS store_id, s.name AS store_name, o.pickup_ready_at, count(*) OVER ()::int AS total
    FROM orders o
    JOIN stock_locations l ON l.id = o.fulfilment_location_id
    JOIN stores s ON s.id = l.store_id
    WHERE o.delivery_method = 'pickup' AND o.status IN (${inList(statuses)}) ${scoped ? sql`AND ${scoped}` : sql``}
    ORDER BY ${open ? sql`o.pickup_ready_at ASC NULLS LAST, o.created_at ASC` : sql`o.updated_at DESC`}, o.id
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  const orders = result.rows.map((r) => {
    const readyAt = r.pickup_ready_at === null ? null : new Date(r.pickup_ready_at);
    return {
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      status: r.status,
      version: Number(r.version),
      paymentStatus: r.payment_status,
      customerName: r.customer_name,
      totalCents: Number(r.total_cents),
      itemCount: Number(r.item_count),
      storeId: Number(r.store_id),
      storeName: r.store_name,
      readyAt: readyAt?.toISOString() ?? null,
      collectBy: readyAt && r.status === 'ready_for_pickup' ? collectByOf(readyAt, days).toISOString() : null,
    };
  });
  return { orders, total: Number(result.rows[0]?.total ?? 0), page: query.page, pageSize: query.pageSize, pickupDays: days };
}
