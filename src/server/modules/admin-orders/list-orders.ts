import { type SQL, sql } from 'drizzle-orm';
import type { AdminOrderRow } from '../../../domain/api/admin-orders';
import type { OrderStatus } from '../../../domain/order-status';
import type { PaymentMethod, PaymentStatus } from '../../../domain/payment';
import type { OrderListQuery } from '../../../domain/schemas/admin-orders';
import { normalizeSearchText } from '../../../domain/search';
import type { Db } from '../../db/client';
import { likePattern } from '../../http/list-query';

export type { AdminOrderRow };

/**
 * One lower-cased document per order: its id, the customer's id and name, and search_text (the
 * normalised customer and item names written at checkout). orders_admin_search_trgm_idx indexes
 * exactly this expression, so "contains" searches (full id, the 6-character suffix, a customer id,
 * a name) stay fast with 100,000 orders.
 */
export const orderSearchDoc = sql`f_order_search_doc(o.id, o.user_id, o.customer_name, o.search_text)`;

/** '#A1B2C3' as shown on screen, or any fragment of an id or a name. */
export function orderSearchTerm(search: string | undefined): string {
  return normalizeSearchText(search).replace(/^#\s*/, '');
}

export async function listOrders(db: Db, query: OrderListQuery): Promise<{ items: AdminOrderRow[]; total: number }> {
  const where: SQL[] = [];
  if (query.status) where.push(sql`o.status = ${query.status}`);
  if (query.payment) where.push(sql`o.payment_status = ${query.payment}`);
  const term = orderSearchTerm(query.search);
  if (term) where.push(sql`${orderSearchDoc} LIKE ${likePattern(term)}`);
  const condition = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const offset = (query.page - 1) * query.pageSize;
  const [page, counted] = await Promise.all([
    db.execute<{
      id: string;
      created_at: string | Date;
      user_id: string;
      customer_name: string;
      total_cents: number;
      status: string;
      payment_method: string;
      payment_status: string;
      version: number;
      item_count: number | string;
    }>(sql`
      SELECT o.id, o.created_at, o.user_id, o.customer_name, o.total_cents, o.status, o.payment_method,
             o.payment_status, o.version,
             (SELECT coalesce(sum(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id) AS item_count
      FROM orders o ${condition}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT ${query.pageSize} OFFSET ${offset}`),
    db.execute<{ total: number | string }>(sql`SELECT count(*) AS total FROM orders o ${condition}`),
  ]);
  return {
    items: page.rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      userId: r.user_id,
      customerName: r.customer_name,
      totalCents: Number(r.total_cents),
      status: r.status as OrderStatus,
      paymentMethod: r.payment_method as PaymentMethod,
      paymentStatus: r.payment_status as PaymentStatus,
      version: Number(r.version),
      itemCount: Number(r.item_count),
    })),
    total: Number(counted.rows[0]?.total ?? 0),
  };
}
