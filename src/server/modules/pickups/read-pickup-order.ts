import { sql } from 'drizzle-orm';
import { ORDER_NOT_FOUND_MESSAGE } from '../../../domain/schemas/admin-orders';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { inStoreScope, type StoreScope } from '../permissions';

/** A 'Retirar na loja' order with its store and the account it belongs to. */
export type PickupOrderRow = {
  id: string;
  status: string;
  paymentStatus: string;
  customerName: string;
  accountEmail: string;
  totalCents: number;
  storeId: number;
  storeName: string;
  storeAddress: string;
  pickupReadyAt: Date | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The store of a pickup order is its fulfilling place's (decision 070: the order reserves there),
 * so the store scope reads it through the place: another store's order, a delivery order or an
 * unknown id are all 'Pedido não encontrado.' (404), as another customer's order is.
 */
export async function readPickupOrder(db: DbOrTx, orderId: string, scope: StoreScope): Promise<PickupOrderRow> {
  if (!UUID.test(orderId)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const scoped = inStoreScope(scope, sql`s.id`);
  const result = await db.execute<{
    id: string;
    status: string;
    payment_status: string;
    customer_name: string;
    account_email: string;
    total_cents: number;
    store_id: number;
    store_name: string;
    store_address: string;
    pickup_ready_at: string | Date | null;
  }>(sql`
    SELECT o.id, o.status, o.payment_status, o.customer_name, u.email AS account_email, o.total_cents,
      s.id AS store_id, s.name AS store_name, s.address AS store_address, o.pickup_ready_at
    FROM orders o
    JOIN stock_locations l ON l.id = o.fulfilment_location_id
    JOIN stores s ON s.id = l.store_id
    JOIN "user" u ON u.id = o.user_id
    WHERE o.id = ${orderId} AND o.delivery_method = 'pickup' ${scoped ? sql`AND ${scoped}` : sql``}`);
  const r = result.rows[0];
  if (!r) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return {
    id: r.id,
    status: r.status,
    paymentStatus: r.payment_status,
    customerName: r.customer_name,
    accountEmail: r.account_email,
    totalCents: Number(r.total_cents),
    storeId: Number(r.store_id),
    storeName: r.store_name,
    storeAddress: r.store_address,
    pickupReadyAt: r.pickup_ready_at === null ? null : new Date(r.pickup_ready_at),
  };
}
