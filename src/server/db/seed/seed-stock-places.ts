import { sql } from 'drizzle-orm';
import { TRANSIT_LOCATION_ID, WAREHOUSE_LOCATION_ID } from '../../../domain/stock-locations';
import type { Db } from '../client';

const NOTE = 'Carga de benchmark';

/**
 * Stock per place for the bench (issue 36), set-based: first the stores up to `places` real places
 * (the warehouse and `places − 1` stores; the stores' trigger writes their places), then `movements`
 * movements as received transfers of 5 lines, one unit each, from the warehouse to the stores over
 * the last year. Each line is 5 movements — the unit found at the warehouse (an adjustment), out of
 * the warehouse into transit, out of transit into the store — so the warehouse and transit end
 * where they were, nothing goes below zero, products.stock does not move, and the balances take the
 * new movements' sums: balances = Σ movements still holds.
 */
export async function seedStockPlaces(db: Db, opts: { places: number; movements: number }): Promise<{ stores: number; transfers: number; lines: number }> {
  const lines = Math.floor(opts.movements / 5);
  const transfers = Math.ceil(lines / 5);
  const result = await db.transaction(async (tx) => {
    const [{ n: storePlaces }] = (await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_locations WHERE kind = 'store'`)).rows as [
      { n: number },
    ];
    const newStores = Math.max(0, opts.places - 1 - Number(storePlaces));
    if (newStores > 0) {
      await tx.execute(sql`
        INSERT INTO stores (name, address, type)
        SELECT 'Loja Benchmark ' || g, 'Rua do Benchmark, ' || g, 'Filial' FROM generate_series(${Number(storePlaces) + 1}::int, ${Number(storePlaces) + newStores}::int) g`);
    }
    if (lines === 0) return { stores: newStores, transfers: 0, lines: 0 };
    const [{ n: before }] = (await tx.execute<{ n: number }>(sql`SELECT coalesce(max(id), 0)::int AS n FROM stock_movements`)).rows as [{ n: number }];
    await tx.execute(sql`
      WITH ps AS (SELECT array_agg(id ORDER BY id) AS ids FROM products WHERE archived_at IS NULL),
      pl AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(store_id ORDER BY id) AS stores FROM stock_locations WHERE kind = 'store'),
      made AS (
        INSERT INTO transfers (from_location_id, to_location_id, to_store_id, status, notes, created_by_name, created_at, sent_at, received_at)
        SELECT ${WAREHOUSE_LOCATION_ID}::int, pl.ids[1 + g % array_length(pl.ids, 1)], pl.stores[1 + g % array_length(pl.ids, 1)], 'received', ${NOTE}::text, 'Benchmark',
          now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day' + interval '1 hour'
        FROM generate_series(1, ${transfers}::int) g, pl
        RETURNING id, to_location_id
      ),
      numbered AS (SELECT id, to_location_id, row_number() OVER (ORDER BY id) - 1 AS n FROM made),
      items AS (
        INSERT INTO transfer_items (transfer_id, product_id, product_name, product_code, shelf, box, quantity, received_quantity, unit_cost_cents, unit_price_cents)
        SELECT x.id, p.id, p.name, p.code, p.shelf, p.box, 1, 1, p.cost_price_cents, p.price_cents
        FROM generate_series(0, ${lines - 1}::int) g
        JOIN numbered x ON x.n = g / 5
        CROSS JOIN ps
        JOIN products p ON p.id = ps.ids[1 + (g::bigint * 7919) % array_length(ps.ids, 1)]
        RETURNING transfer_id, product_id
      )
      INSERT INTO stock_movements (product_id, quantity, location_id, kind, ref_type, ref_id, reason)
      SELECT i.product_id, v.quantity, coalesce(v.location_id, x.to_location_id), v.kind, v.ref_type, CASE WHEN v.ref_type IS NULL THEN NULL ELSE i.transfer_id::text END, ${NOTE}
      FROM items i JOIN numbered x ON x.id = i.transfer_id
      CROSS JOIN (VALUES
        (1, ${WAREHOUSE_LOCATION_ID}::int, 'adjustment', NULL::text),
        (-1, ${WAREHOUSE_LOCATION_ID}::int, 'transfer_out', 'transfer'),
        (1, ${TRANSIT_LOCATION_ID}::int, 'transfer_out', 'transfer'),
        (-1, ${TRANSIT_LOCATION_ID}::int, 'transfer_in', 'transfer'),
        (1, NULL::int, 'transfer_in', 'transfer')
      ) AS v(quantity, location_id, kind, ref_type)`);
    // Only the stores' sums are not zero (the warehouse and transit give back what they got).
    await tx.execute(sql`
      INSERT INTO stock_balances AS b (product_id, location_id, on_hand)
      SELECT product_id, location_id, sum(quantity)::int FROM stock_movements WHERE id > ${Number(before)}::int GROUP BY 1, 2 HAVING sum(quantity) <> 0
      ON CONFLICT (product_id, location_id) DO UPDATE SET on_hand = b.on_hand + excluded.on_hand, updated_at = now()`);
    return { stores: newStores, transfers, lines };
  });
  // A bulk load leaves the planner's statistics behind (PGlite has no autovacuum to catch up): the
  // lists would be planned for the empty tables of before. As seed-bulk does, analyze what grew.
  await db.execute(sql`ANALYZE stores, stock_locations, stock_balances, stock_movements, transfers, transfer_items`);
  return result;
}
