import { sql } from 'drizzle-orm';
import { todayIso } from '../../../domain/dates';
import type { Db } from '../client';

const NOTE = 'Carga de benchmark';

/**
 * Adds `movements` stock movements as real documents, set-based: half as entries, half as exit
 * lines (exits of 5 lines to the shop's stores), spread over the last year, each with its movement
 * row, and the products' stock moved by the same amounts (stock = Σ movements still holds).
 */
export async function seedStockDocuments(db: Db, movements: number): Promise<{ entries: number; exits: number; exitLines: number }> {
  const entries = Math.floor(movements / 2);
  const exits = Math.floor((movements - entries) / 5);
  // São Paulo's today, not the database session's current_date (UTC's, the next day from 21:00).
  const today = todayIso();
  const made = await db.transaction(async (tx) => {
    const max = async (table: 'stock_movements' | 'stock_entries') =>
      Number((await tx.execute<{ n: number }>(sql.raw(`SELECT coalesce(max(id), 0)::int AS n FROM ${table}`))).rows[0]?.n ?? 0);
    const before = await max('stock_movements');
    const entriesBefore = await max('stock_entries');
    await tx.execute(sql`
      WITH ps AS (SELECT array_agg(id ORDER BY id) AS ids FROM products WHERE archived_at IS NULL),
      rows AS (SELECT g, ps.ids[1 + (g % array_length(ps.ids, 1))] AS product_id FROM generate_series(1, ${entries}) g, ps),
      made AS (
        INSERT INTO stock_entries (product_id, quantity, entry_date, supplier_id, unit_cost_cents, unit_price_cents, cost_before_cents, cost_after_cents, notes, created_by_name)
        SELECT p.id, 1 + (r.g % 5), ${today}::date - (r.g % 365), p.supplier_id, p.cost_price_cents, p.price_cents, p.cost_price_cents, p.cost_price_cents, ${NOTE}, 'Benchmark'
        FROM rows r JOIN products p ON p.id = r.product_id
        RETURNING id, product_id, quantity
      )
      INSERT INTO stock_movements (product_id, quantity, kind, ref_type, ref_id, reason)
      SELECT product_id, quantity, 'entry', 'stock_entry', id::text, ${NOTE} FROM made`);
    // Each exit line takes 1 unit of a product one of these entries brought in: no product can go
    // below zero, whatever it held before.
    await tx.execute(sql`
      WITH src AS (
        SELECT row_number() OVER (ORDER BY id) - 1 AS n, product_id FROM stock_entries
        WHERE id > ${entriesBefore} ORDER BY id LIMIT ${exits * 5}
      ),
      st AS (SELECT array_agg(id ORDER BY id) AS ids FROM stores),
      made AS (
        INSERT INTO stock_exits (store_id, exit_date, notes, total_items, created_by_name)
        SELECT st.ids[1 + (g % array_length(st.ids, 1))], ${today}::date - (g % 365), ${NOTE}, 5, 'Benchmark'
        FROM generate_series(1, ${exits}) g, st
        RETURNING id
      ),
      numbered AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM made),
      lines AS (
        INSERT INTO stock_exit_items (exit_id, product_id, product_name, product_code, shelf, box, quantity, unit_cost_cents, unit_price_cents)
        SELECT x.id, p.id, p.name, p.code, p.shelf, p.box, 1, p.cost_price_cents, p.price_cents
        FROM src s JOIN numbered x ON x.n = s.n / 5 JOIN products p ON p.id = s.product_id
        RETURNING exit_id, product_id, quantity
      )
      INSERT INTO stock_movements (product_id, quantity, kind, ref_type, ref_id, reason)
      SELECT product_id, -quantity, 'exit', 'stock_exit', exit_id::text, ${NOTE} FROM lines`);
    // Only this load's movements (a live server may be moving stock meanwhile), added to what the
    // products and the warehouse's balances held: an overwrite from Σ movements read in this
    // statement's snapshot would undo a sale committed while it ran.
    const mine = sql`id > ${before} AND reason = ${NOTE}`;
    await tx.execute(sql`
      UPDATE products p SET stock = p.stock + d.delta
      FROM (SELECT product_id, sum(quantity)::int AS delta FROM stock_movements WHERE ${mine} GROUP BY product_id) d
      WHERE p.id = d.product_id`);
    await tx.execute(sql`
      INSERT INTO stock_balances AS b (product_id, location_id, on_hand)
      SELECT product_id, location_id, sum(quantity)::int FROM stock_movements WHERE ${mine} GROUP BY 1, 2
      ON CONFLICT (product_id, location_id) DO UPDATE SET on_hand = b.on_hand + excluded.on_hand, updated_at = now()`);
    return { entries, exits, exitLines: exits * 5 };
  });
  // As seed-bulk and seed-stock-places do: without fresh statistics (PGlite has no autovacuum, and a
  // server may have it off) the lists are planned for the tables of before — at 1,000,000 movements
  // the exits page was costed so high that PostgreSQL JIT-compiled it (45 of its 93 ms).
  await db.execute(sql`ANALYZE products, stock_entries, stock_exits, stock_exit_items, stock_movements, stock_balances`);
  return made;
}
