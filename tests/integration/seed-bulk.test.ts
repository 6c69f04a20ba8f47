import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '@/domain/search';
import { BULK_REF_TYPE, type BulkSeedResult, customerCountFor, seedBulk } from '@/server/db/seed-bulk';
import { stockBalanceMismatches } from '@/server/modules/stock';
import { setUpTestApp } from '../support/test-app';

let first: BulkSeedResult;
let second: BulkSeedResult;
let indexesBefore: string[];
const PRODUCTS = 60;
const ORDERS = 400;

const query = async <T>(text: ReturnType<typeof sql>) => (await t.ctx.database.db.execute<T & Record<string, unknown>>(text)).rows as T[];
const indexNames = async () =>
  (await query<{ name: string }>(sql`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`)).map((r) => r.name);

// Orders of this generator's customers (their e-mails carry the run's tag); demo orders may exist too.
const BULK = sql`o.user_id IN (SELECT id FROM "user" WHERE email LIKE '%.blk%@exemplo.com.br')`;

let productsBefore = 0;
let ordersBefore = 0;
let customersBefore = 0;

const t = setUpTestApp();
beforeAll(async () => {
  indexesBefore = await indexNames();
  [{ n: productsBefore }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
  [{ n: ordersBefore }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
  [{ n: customersBefore }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM "user" WHERE role = 'customer'`);
  first = await seedBulk(t.ctx.database.db, { products: PRODUCTS, orders: ORDERS, seed: 7 });
  // Without new products the orders draw on the whole catalogue (demo products included).
  second = await seedBulk(t.ctx.database.db, { products: 0, orders: 30, seed: 8 });
});

describe('bulk seed (npm run seed)', () => {
  it('creates the requested numbers of products, customers, orders and items', async () => {
    const [{ n: products }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
    expect(products).toBe(productsBefore + PRODUCTS);
    const [{ n: customers }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM "user" WHERE role = 'customer'`);
    expect(customers).toBe(customersBefore + customerCountFor(ORDERS) + customerCountFor(30));
    expect(customerCountFor(ORDERS)).toBe(50);
    expect(customerCountFor(100_000)).toBe(5000);
    const [{ n: orders }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders o WHERE ${BULK}`);
    expect(orders).toBe(ORDERS + 30);
    const [{ n: all }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
    expect(all).toBe(ordersBefore + ORDERS + 30);
    const [{ n: items }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE ${BULK}`);
    expect(items).toBe(first.orderItems + second.orderItems);
    expect(first.tag).not.toBe(second.tag);
  });

  it('keeps stock equal to the sum of its movements, never negative, for every product', async () => {
    // products.stock is what is left to sell: the movements less what open orders reserve (decision 069; the demo's).
    const broken = await query<{ id: number; stock: number; ledger: number }>(sql`
      SELECT p.id, p.stock, coalesce(sum(m.quantity), 0)::int AS ledger
      FROM products p LEFT JOIN stock_movements m ON m.product_id = p.id
      LEFT JOIN stock_balances b ON b.product_id = p.id AND b.location_id = 1
      GROUP BY p.id, b.reserved HAVING p.stock <> coalesce(sum(m.quantity), 0) - coalesce(b.reserved, 0) OR p.stock < 0`);
    expect(broken).toEqual([]);
    // The warehouse's balances follow the bulk movements (decision 062).
    expect(await stockBalanceMismatches(t.ctx.database.db)).toEqual([]);
    const kinds = await query<{ kind: string }>(sql`SELECT DISTINCT kind FROM stock_movements WHERE ref_type = ${BULK_REF_TYPE} ORDER BY 1`);
    expect(kinds.map((k) => k.kind)).toEqual(['entry', 'initial', 'sale', 'sale_cancel']);
    const [{ n: initials }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_movements WHERE kind = 'initial' AND ref_id = ${first.tag}`);
    const [{ n: stocked }] = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE code LIKE ${`${first.tag}-%`} AND initial_quantity > 0`,
    );
    expect(initials).toBe(stocked);
  });

  it('covers every stock situation: sold out, low and comfortable', async () => {
    const [row] = await query<{ zero: number; low: number; ok: number }>(sql`
      SELECT count(*) FILTER (WHERE stock = 0)::int AS zero,
             count(*) FILTER (WHERE stock > 0 AND stock <= min_stock)::int AS low,
             count(*) FILTER (WHERE stock > min_stock)::int AS ok
      FROM products WHERE code LIKE ${`${first.tag}-%`}`);
    expect(row!.zero).toBeGreaterThan(0);
    expect(row!.low).toBeGreaterThan(0);
    expect(row!.ok).toBeGreaterThan(0);
  });

  it('sets units_sold to the non-cancelled quantities sold', async () => {
    const broken = await query<{ id: number }>(sql`
      SELECT p.id FROM products p
      LEFT JOIN (SELECT i.product_id, sum(i.quantity)::int AS sold FROM order_items i JOIN orders o ON o.id = i.order_id
                 WHERE o.status <> 'cancelled' GROUP BY i.product_id) s ON s.product_id = p.id
      WHERE p.units_sold <> coalesce(s.sold, 0)`);
    expect(broken).toEqual([]);
    const [{ n }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE units_sold > 0`);
    expect(n).toBeGreaterThan(10);
  });

  it('makes every total the sum of its items, with 1 to 3 items per order and free shipping', async () => {
    const broken = await query<{ id: string }>(sql`
      SELECT o.id FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE ${BULK}
      GROUP BY o.id
      HAVING o.total_cents <> sum(i.unit_price_cents * i.quantity) OR o.subtotal_cents <> o.total_cents
         OR o.shipping_cents <> 0 OR count(*) NOT BETWEEN 1 AND 3`);
    expect(broken).toEqual([]);
    const [{ n: empty }] = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
    );
    expect(empty).toBe(0);
    const prices = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM order_items i JOIN products p ON p.id = i.product_id
      WHERE i.unit_price_cents <> p.price_cents OR i.name <> p.name`);
    expect(prices[0]!.n).toBe(0);
  });

  it('spreads orders over the last 90 days, all statuses and payment methods, after their products existed', async () => {
    const [span] = await query<{ oldest: number; newest: number }>(sql`
      SELECT extract(epoch FROM now() - min(created_at)) / 86400 AS oldest, extract(epoch FROM now() - max(created_at)) / 86400 AS newest
      FROM orders o WHERE ${BULK}`);
    expect(Number(span!.oldest)).toBeLessThanOrEqual(90);
    expect(Number(span!.oldest)).toBeGreaterThan(60);
    expect(Number(span!.newest)).toBeGreaterThanOrEqual(0);
    const statuses = await query<{ status: string }>(sql`SELECT DISTINCT status FROM orders o WHERE ${BULK} ORDER BY 1`);
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'delivered', 'pending', 'processing', 'shipped']);
    const methods = await query<{ m: string }>(sql`SELECT DISTINCT payment_method AS m FROM orders o WHERE ${BULK} ORDER BY 1`);
    expect(methods.map((m) => m.m)).toEqual(['boleto', 'credit', 'debit', 'pix']);
    const early = await query<{ id: string }>(sql`
      SELECT o.id FROM orders o JOIN order_items i ON i.order_id = o.id JOIN products p ON p.id = i.product_id
      WHERE p.code LIKE ${`${first.tag}-%`} AND p.created_at > o.created_at`);
    expect(early).toEqual([]);
  });

  it('keeps card data to brand and last four digits, and payment status consistent', async () => {
    const cards = await query<{ brand: string | null; last4: string | null; method: string }>(
      sql`SELECT card_brand AS brand, card_last4 AS last4, payment_method AS method FROM orders o WHERE ${BULK}`,
    );
    for (const c of cards) {
      if (c.method === 'credit' || c.method === 'debit') expect(c.last4).toMatch(/^\d{4}$/);
      else expect(c.brand).toBeNull();
    }
    const [{ n }] = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM orders o
      WHERE ${BULK} AND ((status = 'cancelled' AND payment_status NOT IN ('refunded', 'failed'))
         OR (status IN ('processing', 'shipped', 'delivered') AND payment_status <> 'paid')
         OR (payment_status = 'paid' AND paid_at IS NULL))`);
    expect(n).toBe(0);
  });

  it('fills search_text with the accent-free, lower-case customer and item names', async () => {
    const orders = await query<{ search: string; customer: string; names: string[] }>(sql`
      SELECT o.search_text AS search, o.customer_name AS customer, array_agg(i.name) AS names
      FROM orders o JOIN order_items i ON i.order_id = o.id WHERE ${BULK} GROUP BY o.id LIMIT 100`);
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) {
      expect(o.search).toBe(o.search.toLowerCase());
      expect(o.search).toBe(normalizeSearchText(o.search));
      expect(o.search).toContain(normalizeSearchText(o.customer));
      for (const name of o.names) expect(o.search).toContain(normalizeSearchText(name));
    }
  });

  it('gives each order its customer and a status history', async () => {
    const [{ n: foreign }] = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM orders o JOIN "user" u ON u.id = o.user_id
      WHERE ${BULK} AND (u.role <> 'customer' OR u.name <> o.customer_name OR u.email <> o.customer_email)`);
    expect(foreign).toBe(0);
    const [{ n: missing }] = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM orders o WHERE ${BULK} AND NOT EXISTS (
        SELECT 1 FROM order_status_history h WHERE h.order_id = o.id AND h.from_status IS NULL AND h.to_status = 'pending')`);
    expect(missing).toBe(0);
    const [{ n: unmatched }] = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM orders o WHERE o.status <> 'pending' AND NOT EXISTS (
        SELECT 1 FROM order_status_history h WHERE h.order_id = o.id AND h.to_status = o.status)`);
    expect(unmatched).toBe(0);
  });

  it('leaves no dangling reference (the load runs without per-row foreign-key checks)', async () => {
    const [row] = await query<Record<string, number>>(sql`
      SELECT
        (SELECT count(*) FROM order_items i WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = i.order_id))::int AS items_orders,
        (SELECT count(*) FROM order_items i WHERE i.product_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = i.product_id))::int AS items_products,
        (SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM "user" u WHERE u.id = o.user_id))::int AS orders_users,
        (SELECT count(*) FROM order_status_history h WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = h.order_id))::int AS history_orders,
        (SELECT count(*) FROM order_status_history h WHERE h.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "user" u WHERE u.id = h.user_id))::int AS history_users,
        (SELECT count(*) FROM stock_movements m WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = m.product_id))::int AS movements_products,
        (SELECT count(*) FROM products p WHERE p.category_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM categories c WHERE c.id = p.category_id))::int AS products_categories`);
    expect(row).toEqual({
      items_orders: 0,
      items_products: 0,
      orders_users: 0,
      history_orders: 0,
      history_users: 0,
      movements_products: 0,
      products_categories: 0,
    });
  });

  it('puts back every index it dropped for the load', async () => {
    expect(await indexNames()).toEqual(indexesBefore);
  });

  it('shows up in the dashboard figures', async () => {
    const c = await t.as('admin');
    const res = await c.get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.orders.value).toBe(ordersBefore + ORDERS + 30);
    expect(res.body.products.value).toBe(productsBefore + PRODUCTS);
    const [{ revenue }] = await query<{ revenue: number }>(sql`SELECT sum(total_cents)::int AS revenue FROM orders WHERE status <> 'cancelled'`);
    expect(res.body.revenueCents.value).toBe(revenue);
    expect(res.body.recentOrders).toHaveLength(5);
  });
});
