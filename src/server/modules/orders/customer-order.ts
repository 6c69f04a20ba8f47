import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { CustomerOrder, CustomerOrderItem } from '../../../domain/api/orders';
import type { OrderStatus } from '../../../domain/order-status';
import type { PaymentMethod, PaymentStatus } from '../../../domain/payment';
import { type OrderTracking, trackingSteps } from '../../../domain/shipping';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, shipments } from '../../db/schema';

export type { CustomerOrder, CustomerOrderItem };

type OrderRow = typeof orders.$inferSelect;

export function toCustomerOrder(row: OrderRow, items: CustomerOrderItem[]): CustomerOrder {
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
  };
}

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
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  const [items, tracking] = await Promise.all([
    itemsByOrder(
      db,
      rows.map((r) => r.id),
    ),
    trackingByOrder(db, rows),
  ]);
  return rows.map((r) => ({ ...toCustomerOrder(r, items.get(r.id) ?? []), tracking: tracking.get(r.id) ?? null }));
}

export async function loadCustomerOrder(db: DbOrTx, orderId: string): Promise<CustomerOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await itemsByOrder(db, [row.id]);
  return toCustomerOrder(row, items.get(row.id) ?? []);
}
