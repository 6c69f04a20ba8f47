import { and, asc, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { CustomerOrder, CustomerOrderItem } from '../../../domain/api/orders';
import type { OrderStatus } from '../../../domain/order-status';
import type { PaymentMethod, PaymentStatus } from '../../../domain/payment';
import { type CustomerPickup, collectByOf, DEFAULT_PICKUP_DAYS } from '../../../domain/pickups';
import { type OrderTracking, trackingSteps } from '../../../domain/shipping';
import type { Db, DbOrTx } from '../../db/client';
import { orderItems, orders, shipments, stockLocations, stores } from '../../db/schema';
import { readShopSettings } from '../../db/settings-store';

export type { CustomerOrder, CustomerOrderItem };

type OrderRow = typeof orders.$inferSelect;

/** The store a pickup order is collected at (its fulfilling place's), with its code only while it waits there. */
function pickupOf(row: OrderRow, store: { storeName: string | null; storeAddress: string | null }, pickupDays: number): CustomerPickup | null {
  if (row.deliveryMethod !== 'pickup' || store.storeName === null) return null;
  const waiting = row.status === 'ready_for_pickup' && row.pickupReadyAt !== null;
  return {
    storeName: store.storeName,
    storeAddress: store.storeAddress ?? '',
    code: waiting ? row.pickupCode : null,
    collectBy: waiting ? collectByOf(row.pickupReadyAt!, pickupDays).toISOString() : null,
  };
}

export function toCustomerOrder(row: OrderRow, items: CustomerOrderItem[], pickup: CustomerPickup | null = null): CustomerOrder {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    installments: row.installments,
    totalCents: row.totalCents,
    shippingCents: row.shippingCents,
    items,
    shippingAddress: row.shippingAddress,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    paymentDeadline: row.paymentDeadline?.toISOString() ?? null,
    pickup,
  };
}

/** Orders with the store of their fulfilling place (a pickup order's store; null for the warehouse's). */
async function ordersWithStore(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ order: orders, storeName: stores.name, storeAddress: stores.address })
    .from(orders)
    .leftJoin(stockLocations, eq(stockLocations.id, orders.fulfilmentLocationId))
    .leftJoin(stores, eq(stores.id, stockLocations.storeId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

const pickupDaysOf = async (db: DbOrTx) => (await readShopSettings(db as Db)).pickupDays ?? DEFAULT_PICKUP_DAYS;

/** Items of several orders in one query, in the order they were bought. */
export async function itemsByOrder(db: DbOrTx, orderIds: string[]): Promise<Map<string, CustomerOrderItem[]>> {
  const map = new Map<string, CustomerOrderItem[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      name: orderItems.name,
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  for (const { orderId, ...item } of rows) map.set(orderId, [...(map.get(orderId) ?? []), item]);
  return map;
}

/**
 * The parcel of each order that has a label bought (not cancelled, not still being bought), with
 * the dates of Pago → Etiqueta gerada → Enviado → Entregue (issue 37): Perfil → Pedidos shows them.
 */
async function trackingByOrder(db: DbOrTx, rows: OrderRow[]): Promise<Map<string, OrderTracking>> {
  const map = new Map<string, OrderTracking>();
  if (rows.length === 0) return map;
  const labels = await db
    .select()
    .from(shipments)
    .where(
      and(
        inArray(
          shipments.orderId,
          rows.map((r) => r.id),
        ),
        notInArray(shipments.status, ['buying', 'canceled']),
      ),
    );
  const paidAt = new Map(rows.map((r) => [r.id, r.paidAt]));
  for (const l of labels) {
    map.set(l.orderId, {
      carrier: l.carrier,
      serviceName: l.serviceName,
      trackingCode: l.trackingCode,
      trackingUrl: l.trackingUrl,
      steps: trackingSteps({ paid: paidAt.get(l.orderId) ?? null, label: l.purchasedAt, shipped: l.postedAt, delivered: l.deliveredAt }),
    });
  }
  return map;
}

export async function listCustomerOrders(db: DbOrTx, userId: string): Promise<CustomerOrder[]> {
  const rows = await ordersWithStore(db, eq(orders.userId, userId));
  const items = await itemsByOrder(
    db,
    rows.map((r) => r.order.id),
  );
  const tracking = await trackingByOrder(
    db,
    rows.map((r) => r.order),
  );
  const days = await pickupDaysOf(db);
  return rows.map((r) => ({
    ...toCustomerOrder(r.order, items.get(r.order.id) ?? [], pickupOf(r.order, r, days)),
    tracking: tracking.get(r.order.id) ?? null,
  }));
}

export async function loadCustomerOrder(db: DbOrTx, orderId: string): Promise<CustomerOrder | null> {
  const [row] = await ordersWithStore(db, eq(orders.id, orderId));
  if (!row) return null;
  const items = await itemsByOrder(db, [row.order.id]);
  return toCustomerOrder(row.order, items.get(row.order.id) ?? [], pickupOf(row.order, row, await pickupDaysOf(db)));
}
