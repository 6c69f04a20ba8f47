import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { CustomerOrder, CustomerOrderItem } from '../../../domain/api/orders';
import type { OrderStatus } from '../../../domain/order-status';
import type { PaymentMethod, PaymentStatus } from '../../../domain/payment';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

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

export async function listCustomerOrders(db: DbOrTx, userId: string): Promise<CustomerOrder[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  const items = await itemsByOrder(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCustomerOrder(r, items.get(r.id) ?? []));
}

export async function loadCustomerOrder(db: DbOrTx, orderId: string): Promise<CustomerOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await itemsByOrder(db, [row.id]);
  return toCustomerOrder(row, items.get(row.id) ?? []);
}
