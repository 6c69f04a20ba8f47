import { asc, desc, lte, sql } from 'drizzle-orm';
import type { Dashboard, Trend } from '../../../domain/api/dashboard';
import { addDays, lastDaysWindows, saoPauloMidnight, TIME_ZONE } from '../../../domain/dates';
import { DIVERGENT_OPEN_STATUSES } from '../../../domain/provider-payment';
import type { Db } from '../../db/client';
import { orders, products } from '../../db/schema';
import { EVERY_STORE, type StoreScope } from '../permissions';
import { getStockPlacesFigures } from './get-stock-places-figures';

export type { Dashboard, Trend };

/** Change of the last 30 days against the 30 before; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const num = (v: unknown) => Number(v ?? 0);

const DAYS = 30;

/**
 * The back-office's first page. Its cards, its chart and its best sellers count the same days:
 * the last 30 São Paulo days (today included) against the 30 before, from `now` (the clock of the
 * process, not PostgreSQL's: tests set it; decision 053). The stock-per-place figures follow the
 * user's store scope.
 */
export async function getDashboard(db: Db, now: Date = new Date(), scope: StoreScope = EVERY_STORE): Promise<Dashboard> {
  const w = lastDaysWindows(now, DAYS);
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  // [windows, end): the last 30 days; [before, windows): the 30 before.
  const windows = at(w.currentStart);
  const before = at(w.previousStart);
  const end = at(saoPauloMidnight(addDays(w.today, 1)));
  // The totals, the days and the best sellers are aggregates over several tables, one statement
  // each: raw SQL. Cancelled orders are not revenue.
  const totals = await db.execute<Record<string, string | number>>(sql`
    SELECT
      (SELECT count(*) FROM products) AS products,
      (SELECT count(*) FROM products WHERE created_at >= ${windows} AND created_at < ${end}) AS products_cur,
      (SELECT count(*) FROM products WHERE created_at >= ${before} AND created_at < ${windows}) AS products_prev,
      (SELECT count(*) FROM "user" WHERE role = 'customer' AND deleted_at IS NULL) AS customers,
      (SELECT count(*) FROM "user" WHERE role = 'customer' AND deleted_at IS NULL AND created_at >= ${windows} AND created_at < ${end}) AS customers_cur,
      (SELECT count(*) FROM "user" WHERE role = 'customer' AND deleted_at IS NULL AND created_at >= ${before} AND created_at < ${windows}) AS customers_prev,
      o.orders, o.orders_cur, o.orders_prev, o.revenue, o.revenue_cur, o.revenue_prev,
      (SELECT count(*) FROM products WHERE stock <= min_stock) AS low_stock,
      (SELECT count(*) FROM orders WHERE payment_status = 'charged_back') AS chargebacks,
      (SELECT count(*) FROM payments WHERE divergence IS NOT NULL AND status IN (${sql.join(
        DIVERGENT_OPEN_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})) AS divergent_payments
    FROM (
      SELECT
        count(*) AS orders,
        count(*) FILTER (WHERE created_at >= ${windows} AND created_at < ${end}) AS orders_cur,
        count(*) FILTER (WHERE created_at >= ${before} AND created_at < ${windows}) AS orders_prev,
        coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled'), 0) AS revenue,
        coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled' AND created_at >= ${windows} AND created_at < ${end}), 0) AS revenue_cur,
        coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled' AND created_at >= ${before} AND created_at < ${windows}), 0) AS revenue_prev
      FROM orders
    ) o`);
  const t = totals.rows[0] ?? {};
  const recent = await db
    .select({ id: orders.id, customerName: orders.customerName, totalCents: orders.totalCents, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .orderBy(desc(orders.createdAt))
    .limit(5);
  const low = await db
    .select({ id: products.id, name: products.name, code: products.code, stock: products.stock, minStock: products.minStock, unit: products.unit })
    .from(products)
    .where(lte(products.stock, products.minStock))
    .orderBy(asc(products.stock), asc(products.name))
    .limit(5);
  const daily = await db.execute<{ day: string; orders: number; revenue: number; prev_orders: number; prev_revenue: number }>(sql`
    WITH today AS (SELECT ${w.today}::date AS d),
    days AS (SELECT (today.d - n)::date AS day FROM today, generate_series(0, ${sql.raw(String(DAYS - 1))}) AS n),
    per_day AS (
      SELECT (created_at AT TIME ZONE ${TIME_ZONE})::date AS day, count(*) AS orders,
        coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled'), 0) AS revenue
      FROM orders WHERE created_at >= ${before} AND created_at < ${end} GROUP BY 1
    )
    SELECT days.day::text AS day, coalesce(c.orders, 0) AS orders, coalesce(c.revenue, 0) AS revenue,
      coalesce(p.orders, 0) AS prev_orders, coalesce(p.revenue, 0) AS prev_revenue
    FROM days LEFT JOIN per_day c ON c.day = days.day LEFT JOIN per_day p ON p.day = days.day - ${sql.raw(String(DAYS))}
    ORDER BY days.day`);
  // A line whose product was deleted keeps no unit; it counts as 'Unidade' like every product's default.
  const top = await db.execute<{ product_id: number | null; name: string; units: number; revenue: number; unit: string | null }>(sql`
    SELECT i.product_id, max(i.name) AS name, sum(i.quantity) AS units, sum(i.quantity * i.unit_price_cents) AS revenue,
      max(p.unit) AS unit
    FROM order_items i JOIN orders o ON o.id = i.order_id LEFT JOIN products p ON p.id = i.product_id
    WHERE o.status <> 'cancelled' AND o.created_at >= ${windows} AND o.created_at < ${end}
    GROUP BY i.product_id ORDER BY units DESC, revenue DESC, max(i.name) LIMIT 5`);
  const stockPlaces = await getStockPlacesFigures(db, scope);
  const trend = (k: string): Trend => ({ value: num(t[k]), changePct: percentChange(num(t[`${k}_cur`]), num(t[`${k}_prev`])) });
  return {
    products: trend('products'),
    customers: trend('customers'),
    orders: trend('orders'),
    revenueCents: trend('revenue'),
    recentOrders: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    lowStock: { count: num(t.low_stock), items: low },
    daily: daily.rows.map((r) => ({
      day: r.day,
      orders: num(r.orders),
      revenueCents: num(r.revenue),
      previousOrders: num(r.prev_orders),
      previousRevenueCents: num(r.prev_revenue),
    })),
    chargebacks: num(t.chargebacks),
    divergentPayments: num(t.divergent_payments),
    stockPlaces,
    topProducts: top.rows.map((r) => ({
      productId: r.product_id === null ? null : num(r.product_id),
      name: r.name,
      units: num(r.units),
      unit: r.unit ?? 'Unidade',
      revenueCents: num(r.revenue),
    })),
  };
}
