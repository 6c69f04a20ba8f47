import { and, desc, sql } from 'drizzle-orm';
import type { AdminOrderRow } from '../../../domain/api/admin-orders';
import type { OrderStatus } from '../../../domain/order-status';
import type { PaymentMethod, PaymentStatus } from '../../../domain/payment';
import type { OrderListQuery } from '../../../domain/schemas/admin-orders';
import { normalizeSearchText } from '../../../domain/search';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { equalsFilter, likePattern, limitToPage, outerColumn } from '../../http/list-query';

export type { AdminOrderRow };

/**
 * One lower-cased document per order: its id, the customer's id and name, and search_text (the
 * normalised customer and item names written at checkout). orders_admin_search_trgm_idx indexes
 * exactly this expression, so "contains" searches (full id, the 6-character suffix, a customer id,
 * a name) stay fast with 100,000 orders.
 */
export const orderSearchDoc = sql`f_order_search_doc(${orders.id}, ${orders.userId}, ${orders.customerName}, ${orders.searchText})`;

/** '#A1B2C3' as shown on screen, or any fragment of an id or a name. */
export function orderSearchTerm(search: string | undefined): string {
  return normalizeSearchText(search).replace(/^#\s*/, '');
}

export async function listOrders(db: Db, query: OrderListQuery): Promise<{ items: AdminOrderRow[]; total: number }> {
  const term = orderSearchTerm(query.search);
  const condition = and(
    equalsFilter(orders.status, query.status),
    query.payment === 'divergent'
      ? sql`EXISTS (SELECT 1 FROM payments p WHERE p.order_id = ${orders.id} AND p.divergence IS NOT NULL)`
      : equalsFilter(orders.paymentStatus, query.payment),
    term ? sql`${orderSearchDoc} LIKE ${likePattern(term)}` : undefined,
  );
  const newestFirst = db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      userId: orders.userId,
      customerName: orders.customerName,
      totalCents: orders.totalCents,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      version: orders.version,
      deliveryMethod: orders.deliveryMethod,
      itemCount: sql<number>`(SELECT coalesce(sum(i.quantity), 0) FROM order_items i WHERE i.order_id = ${outerColumn(orders.id)})`.mapWith(Number),
    })
    .from(orders)
    .where(condition)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const [rows, total] = await Promise.all([limitToPage(newestFirst.$dynamic(), query), db.$count(orders, condition)]);
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      status: r.status as OrderStatus,
      paymentMethod: r.paymentMethod as PaymentMethod,
      paymentStatus: r.paymentStatus as PaymentStatus,
    })),
    total,
  };
}
