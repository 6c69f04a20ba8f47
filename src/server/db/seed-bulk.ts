import { type SQL, sql } from 'drizzle-orm';
import { rebuildStockBalances } from '../modules/stock';
import type { Db, Tx } from './client';
import { buildCustomers, buildProducts, type CategoryRef, seededRng } from './seed/bulk-rows';

export type BulkSeedOptions = {
  products: number;
  orders: number;
  /** Seeds the generators (JS rows and SQL random()) so a run can be repeated. */
  seed?: number;
  log?: (message: string) => void;
};

export type BulkSeedResult = {
  tag: string;
  products: number;
  customers: number;
  orders: number;
  orderItems: number;
  timingsMs: Record<string, number>;
};

const PRODUCT_BATCH = 2_000;
const CUSTOMER_BATCH = 2_000;
const ORDER_BATCH = 25_000;
const DAY_SECONDS = 86_400;
/** New products are created evenly over this window, the oldest first. */
const PRODUCT_SPAN_DAYS = 180;
const CUSTOMER_SPAN_DAYS = 365;
const ORDER_SPAN_DAYS = 90;
export const BULK_REF_TYPE = 'bulk-seed';

const rows = async <T>(tx: Tx, query: SQL) => (await tx.execute<T & Record<string, unknown>>(query)).rows as T[];

const LOADED_TABLES = ['products', 'user', 'orders', 'order_items', 'order_status_history', 'stock_movements'];

/**
 * Building an index once over all rows is far cheaper than updating it row by row (especially the
 * trigram GIN indexes), so the non-unique secondary indexes of the loaded tables are dropped for the
 * load and re-created from their own definitions afterwards, inside the same transaction.
 */
async function dropSecondaryIndexes(tx: Tx) {
  const indexes = await rows<{ name: string; def: string }>(
    tx,
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
        FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
        WHERE t.relnamespace = 'public'::regnamespace AND t.relname IN ${LOADED_TABLES}
          AND NOT i.indisprimary AND NOT i.indisunique`,
  );
  for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
  return indexes;
}

/**
 * Every reference this generator writes comes from rows it just read or wrote, so the per-row
 * foreign-key triggers only cost time (about a quarter of the load on PGlite; the schema has no
 * other triggers). Turning them off needs a superuser; without one the load simply runs with the
 * checks (the savepoint keeps the transaction usable). The integration test checks the references.
 */
async function skipForeignKeyChecks(tx: Tx) {
  try {
    await tx.transaction(async (sp) => {
      await sp.execute(sql`SET LOCAL session_replication_role = replica`);
    });
  } catch {
    // not a superuser: keep the checks
  }
}

/** How many customers a run of `orders` orders gets: about 20 orders each, at least 50. */
export const customerCountFor = (orders: number) => (orders > 0 ? Math.max(50, Math.ceil(orders / 20)) : 0);

/**
 * Generates a benchmark data set in one transaction with set-based SQL: products from JSON batches
 * (jsonb_to_recordset), orders and items from generate_series, every aggregate in SQL.
 *
 * Ledger (decision 016): each new product gets one 'initial' movement; each product that sold gets
 * ONE aggregated 'sale' movement (all its items in this run) and, if some of those orders are
 * cancelled, one aggregated 'sale_cancel' movement returning them — all with refType 'bulk-seed'
 * and refId the run's tag. The initial quantity is the final stock plus the net units sold, so
 * stock = Σ movements and never goes negative. Without new products (--products 0) orders draw on
 * the existing catalogue and an aggregated 'entry' restocks what they sold, leaving stock as it was.
 */
export async function seedBulk(db: Db, opts: BulkSeedOptions): Promise<BulkSeedResult> {
  const log = opts.log ?? (() => {});
  const seed = opts.seed ?? 20_241;
  const rng = seededRng(seed);
  const tag = `BLK${Date.now().toString(36).toUpperCase()}`;
  const timings: Record<string, number> = {};
  const customersWanted = customerCountFor(opts.orders);
  let started = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - started);
    started = now;
    log(`${name}: ${timings[name]} ms`);
  };

  const result = await db.transaction(async (tx) => {
    // Repeatable random(): the seed maps into setseed's [-1, 1] range.
    await tx.execute(sql`SELECT setseed(${(seed % 1000) / 1000})`);
    const categories = await rows<CategoryRef>(tx, sql`SELECT id, slug, name FROM categories ORDER BY id`);
    if (categories.length === 0 && opts.products > 0) throw new Error('Sem categorias: rode o seed de demonstração antes (DEMO=1).');
    const classifications = await rows<{ id: number; name: string }>(tx, sql`SELECT id, name FROM classifications ORDER BY id`);
    const supplierIds = (await rows<{ id: number }>(tx, sql`SELECT id FROM suppliers ORDER BY id`)).map((r) => Number(r.id));
    const [{ count: existing }] = await rows<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM products`);
    const indexes = await dropSecondaryIndexes(tx);
    await skipForeignKeyChecks(tx);

    // Products -------------------------------------------------------------------------------
    for (let from = 0; from < opts.products; from += PRODUCT_BATCH) {
      const batch = buildProducts({
        rng,
        tag,
        from,
        count: Math.min(PRODUCT_BATCH, opts.products - from),
        barcodeOffset: 1_000_000 + Number(existing),
        categories,
        classifications,
        supplierIds,
      });
      await tx.execute(sql`
        INSERT INTO products (name, code, description, detailed_description, price_cents, list_price_cents, cost_price_cents,
          category_id, classification_id, supplier_id, barcode, shelf, box, unit, initial_quantity, stock, min_stock, keywords,
          available_online, featured, on_sale, rating, review_count, material, dimensions, origin, created_at, updated_at)
        SELECT r.name, r.code, r.description, r.detailed_description, r.price_cents, r.list_price_cents, r.cost_price_cents,
          r.category_id, r.classification_id, r.supplier_id, r.barcode, r.shelf, r.box, r.unit, r.stock, r.stock, r.min_stock,
          ARRAY(SELECT jsonb_array_elements_text(r.keywords)), r.available_online, r.featured, r.on_sale, r.rating, r.review_count,
          r.material, r.dimensions, r.origin, c.at, c.at
        FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS r(i int, name text, code text, description text,
          detailed_description text, price_cents int, list_price_cents int, cost_price_cents int, category_id int,
          classification_id int, supplier_id int, barcode text, shelf text, box text, unit text, stock int, min_stock int,
          keywords jsonb, available_online boolean, featured boolean, on_sale boolean, rating real, review_count int,
          material text, dimensions text, origin text)
        CROSS JOIN LATERAL (SELECT now() - make_interval(secs => ${PRODUCT_SPAN_DAYS * DAY_SECONDS})
          + make_interval(secs => r.i * ${(PRODUCT_SPAN_DAYS - 1) * DAY_SECONDS}::float8 / ${Math.max(opts.products, 1)}) AS at) c`);
    }
    lap('produtos');

    // The products orders draw on, numbered by age: the run's new ones, or the whole catalogue.
    const fresh = opts.products > 0;
    const freshSql = sql.raw(fresh ? 'true' : 'false');
    await tx.execute(sql`
      CREATE TEMP TABLE bulk_pool ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY created_at, id)::int AS n, id, name, price_cents, created_at, ${freshSql} AS fresh
      FROM products ${fresh ? sql`WHERE code LIKE ${`${tag}-%`}` : sql``}`);
    await tx.execute(sql`CREATE UNIQUE INDEX ON bulk_pool (n)`);
    const [{ count: poolSize }] = await rows<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM bulk_pool`);
    if (opts.orders > 0 && Number(poolSize) === 0) throw new Error('Nenhum produto para os pedidos: gere produtos com --products.');

    // Customers ------------------------------------------------------------------------------
    await tx.execute(sql`
      CREATE TEMP TABLE bulk_customers (n int PRIMARY KEY, id text, name text, email text, phone text, address jsonb) ON COMMIT DROP`);
    for (let from = 0; from < customersWanted; from += CUSTOMER_BATCH) {
      const batch = buildCustomers({ rng, tag, from, count: Math.min(CUSTOMER_BATCH, customersWanted - from) });
      await tx.execute(sql`
        INSERT INTO bulk_customers
        SELECT r.n, gen_random_uuid()::text, r.name, r.email, r.phone, r.address
        FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS r(n int, name text, email text, phone text, address jsonb)`);
    }
    // No password: these accounts exist for the data volume, nobody signs in with them.
    await tx.execute(sql`
      INSERT INTO "user" (id, name, email, email_verified, role, phone, created_at, updated_at)
      SELECT id, name, email, true, 'customer', phone, at, at
      FROM bulk_customers,
        LATERAL (SELECT now() - make_interval(secs => ${CUSTOMER_SPAN_DAYS * DAY_SECONDS})
          + make_interval(secs => (n - 1) * ${(CUSTOMER_SPAN_DAYS - 1) * DAY_SECONDS}::float8 / ${Math.max(customersWanted, 1)}) AS at) c`);
    lap('clientes');

    // Orders ---------------------------------------------------------------------------------
    const [staff] = await rows<{ id: string }>(tx, sql`SELECT id FROM "user" WHERE role IN ('admin', 'staff') ORDER BY created_at LIMIT 1`);
    await tx.execute(sql`
      CREATE TEMP TABLE bulk_orders (id uuid PRIMARY KEY, customer_n int, created_at timestamptz, status text,
        payment_method text, item_count int, picks int[]) ON COMMIT DROP`);
    await tx.execute(sql`
      CREATE TEMP TABLE bulk_items (order_id uuid, product_id int, name text, unit_price_cents int, quantity int) ON COMMIT DROP`);
    await tx.execute(sql`CREATE TEMP TABLE bulk_sales (product_id int, sold int, cancelled int) ON COMMIT DROP`);

    // A product or customer created at t can only be in orders after t: with even spacing, the
    // number of them that exist at an order's time is arithmetic, no lookup needed.
    const productsAt = fresh
      ? sql`least(${poolSize}::int, greatest(1, floor(extract(epoch FROM (o.created_at - (now() - make_interval(secs => ${PRODUCT_SPAN_DAYS * DAY_SECONDS})))) / (${(PRODUCT_SPAN_DAYS - 1) * DAY_SECONDS}::float8 / ${poolSize}))::int + 1))`
      : sql`${poolSize}::int`;
    const customersAt = sql`least(${customersWanted}::int, greatest(1, floor(extract(epoch FROM (g.created_at - (now() - make_interval(secs => ${CUSTOMER_SPAN_DAYS * DAY_SECONDS})))) / (${(CUSTOMER_SPAN_DAYS - 1) * DAY_SECONDS}::float8 / ${Math.max(customersWanted, 1)}))::int + 1))`;

    let itemCount = 0;
    for (let done = 0; done < opts.orders; done += ORDER_BATCH) {
      const size = Math.min(ORDER_BATCH, opts.orders - done);
      // Older orders have moved on (delivered); recent ones are still pending or processing.
      await tx.execute(sql`
        INSERT INTO bulk_orders (id, customer_n, created_at, status, payment_method, item_count)
        SELECT gen_random_uuid(), 1 + floor(g.r1 * ${customersAt})::int, g.created_at,
          CASE
            WHEN g.r2 < 0.07 THEN 'cancelled'
            WHEN g.age < 2 THEN CASE WHEN g.r3 < 0.6 THEN 'pending' ELSE 'processing' END
            WHEN g.age < 7 THEN CASE WHEN g.r3 < 0.2 THEN 'pending' WHEN g.r3 < 0.6 THEN 'processing' ELSE 'shipped' END
            WHEN g.age < 15 THEN CASE WHEN g.r3 < 0.05 THEN 'pending' WHEN g.r3 < 0.15 THEN 'processing' WHEN g.r3 < 0.5 THEN 'shipped' ELSE 'delivered' END
            ELSE CASE WHEN g.r3 < 0.03 THEN 'pending' WHEN g.r3 < 0.06 THEN 'shipped' ELSE 'delivered' END
          END,
          CASE WHEN g.r4 < 0.45 THEN 'credit' WHEN g.r4 < 0.6 THEN 'debit' WHEN g.r4 < 0.85 THEN 'pix' ELSE 'boleto' END,
          CASE WHEN g.r5 < 0.55 THEN 1 WHEN g.r5 < 0.85 THEN 2 ELSE 3 END
        FROM (
          SELECT t.*, extract(epoch FROM now() - t.created_at) / ${DAY_SECONDS} AS age
          FROM (
            SELECT now() - random() * make_interval(days => ${ORDER_SPAN_DAYS}) AS created_at,
              random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5
            FROM generate_series(1, ${size})
          ) t
        ) g`);
      // Picks are drawn before joining (random() in a join condition would be re-evaluated per
      // row); squaring favours older products, so some sell far more than others.
      await tx.execute(sql`
        WITH picks AS MATERIALIZED (
          SELECT o.id AS order_id, 1 + floor(power(random(), 1.6) * ${productsAt})::int AS n,
            1 + floor(power(random(), 3) * 3)::int AS quantity
          FROM bulk_orders o, generate_series(1, o.item_count)
        )
        INSERT INTO bulk_items (order_id, product_id, name, unit_price_cents, quantity)
        SELECT k.order_id, p.id, p.name, p.price_cents, sum(k.quantity)::int
        FROM picks k JOIN bulk_pool p ON p.n = k.n
        GROUP BY k.order_id, p.id, p.name, p.price_cents`);
      if (!fresh) {
        // The existing catalogue was not created evenly: an order cannot predate its products.
        await tx.execute(sql`
          UPDATE bulk_orders o SET created_at = least(now(), x.latest + interval '1 hour')
          FROM (SELECT i.order_id, max(p.created_at) AS latest FROM bulk_items i JOIN bulk_pool p ON p.id = i.product_id GROUP BY 1) x
          WHERE x.order_id = o.id AND x.latest >= o.created_at`);
      }
      await tx.execute(sql`
        INSERT INTO orders (id, user_id, status, subtotal_cents, shipping_cents, total_cents, payment_method, payment_status,
          installments, card_brand, card_last4, paid_at, customer_name, customer_email, customer_phone, shipping_address,
          search_text, created_at, updated_at, stock_state)
        SELECT o.id, c.id, o.status, t.total, 0, t.total, o.payment_method, pay.status,
          CASE WHEN o.payment_method = 'credit' THEN least(1 + floor(random() * 6)::int, greatest(1, t.total / 500)) ELSE 1 END,
          CASE WHEN card THEN (ARRAY['visa', 'mastercard', 'elo', 'amex', 'hipercard'])[1 + floor(random() * 5)::int] END,
          CASE WHEN card THEN lpad(floor(random() * 10000)::int::text, 4, '0') END,
          CASE WHEN pay.status IN ('paid', 'refunded') THEN o.created_at + make_interval(mins => CASE WHEN card THEN 1 ELSE 30 + floor(random() * 2880)::int END) END,
          c.name, c.email, c.phone, c.address,
          lower(f_unaccent(c.name || ' ' || t.names)),
          o.created_at, o.created_at + CASE WHEN o.status = 'pending' THEN interval '0' ELSE make_interval(hours => 1 + floor(random() * 72)::int) END,
          -- Their sale is one aggregated movement below, the cancelled ones' return another (decision 069: 'taken', 'released').
          CASE WHEN o.status = 'cancelled' THEN 'released' ELSE 'taken' END
        FROM bulk_orders o
        JOIN bulk_customers c ON c.n = o.customer_n
        JOIN (SELECT order_id, sum(unit_price_cents * quantity)::int AS total, string_agg(name, ' ' ORDER BY name) AS names
              FROM bulk_items GROUP BY order_id) t ON t.order_id = o.id
        CROSS JOIN LATERAL (SELECT o.payment_method IN ('credit', 'debit') AS card) k
        CROSS JOIN LATERAL (SELECT CASE
            WHEN o.status = 'cancelled' THEN CASE WHEN card THEN 'refunded' ELSE 'failed' END
            WHEN o.status = 'pending' AND NOT card THEN 'pending'
            ELSE 'paid' END AS status) pay`);
      await tx.execute(sql`
        INSERT INTO order_items (order_id, product_id, name, unit_price_cents, quantity)
        SELECT order_id, product_id, name, unit_price_cents, quantity FROM bulk_items`);
      // History: placed by the customer, then moved on once by the back-office.
      await tx.execute(sql`
        INSERT INTO order_status_history (order_id, from_status, to_status, note, user_id, created_at)
        SELECT o.id, NULL, 'pending', 'Pedido realizado', c.id, o.created_at
        FROM bulk_orders o JOIN bulk_customers c ON c.n = o.customer_n
        UNION ALL
        SELECT o.id, 'pending', o.status, '', ${staff?.id ?? null}::text, ord.updated_at
        FROM bulk_orders o JOIN orders ord ON ord.id = o.id
        WHERE o.status <> 'pending'`);
      await tx.execute(sql`
        INSERT INTO bulk_sales
        SELECT i.product_id, sum(i.quantity)::int, (sum(i.quantity) FILTER (WHERE o.status = 'cancelled'))::int
        FROM bulk_items i JOIN bulk_orders o ON o.id = i.order_id GROUP BY i.product_id`);
      const [{ count }] = await rows<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM bulk_items`);
      itemCount += Number(count);
      await tx.execute(sql`TRUNCATE bulk_orders, bulk_items`);
      log(`  pedidos ${done + size}/${opts.orders}`);
    }
    lap('pedidos');

    // Units sold and the stock ledger --------------------------------------------------------
    await tx.execute(sql`
      CREATE TEMP TABLE bulk_net ON COMMIT DROP AS
      SELECT product_id, sum(sold)::int AS sold, coalesce(sum(cancelled), 0)::int AS cancelled
      FROM bulk_sales GROUP BY product_id`);
    await tx.execute(sql`
      UPDATE products p SET units_sold = p.units_sold + (s.sold - s.cancelled),
        initial_quantity = CASE WHEN ${freshSql} THEN p.stock + s.sold - s.cancelled ELSE p.initial_quantity END
      FROM bulk_net s WHERE p.id = s.product_id`);
    const ref = sql`${BULK_REF_TYPE}, ${tag}`;
    await tx.execute(sql`
      INSERT INTO stock_movements (product_id, quantity, kind, ref_type, ref_id, reason, created_at)
      SELECT p.id, p.initial_quantity, 'initial', ${ref}, 'Estoque inicial (dados de benchmark)', p.created_at
      FROM products p JOIN bulk_pool b ON b.id = p.id
      WHERE b.fresh AND p.initial_quantity > 0
      UNION ALL
      SELECT s.product_id, s.sold - s.cancelled, 'entry', ${ref}, 'Reposição para os pedidos de benchmark', now() - make_interval(days => ${ORDER_SPAN_DAYS + 1})
      FROM bulk_net s WHERE NOT ${freshSql} AND s.sold > s.cancelled
      UNION ALL
      SELECT s.product_id, -s.sold, 'sale', ${ref}, 'Vendas dos pedidos de benchmark', now()
      FROM bulk_net s
      UNION ALL
      SELECT s.product_id, s.cancelled, 'sale_cancel', ${ref}, 'Pedidos de benchmark cancelados', now()
      FROM bulk_net s WHERE s.cancelled > 0`);
    // Every movement above is the warehouse's (the column's default); its balances follow them.
    await rebuildStockBalances(tx);
    lap('estoque');
    for (const index of indexes) await tx.execute(sql.raw(index.def));
    lap('índices');
    return { tag, products: opts.products, customers: customersWanted, orders: opts.orders, orderItems: itemCount };
  });

  // Fresh statistics, so the benchmark measures the planner's real choices.
  await db.execute(sql`ANALYZE products`);
  await db.execute(sql`ANALYZE orders`);
  await db.execute(sql`ANALYZE order_items`);
  await db.execute(sql`ANALYZE stock_movements`);
  await db.execute(sql`ANALYZE "user"`);
  lap('analyze');
  return { ...result, timingsMs: timings };
}
