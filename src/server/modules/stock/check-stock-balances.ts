import { sql } from 'drizzle-orm';
import { WAREHOUSE_LOCATION_ID } from '../../../domain/stock-locations';
import type { DbOrTx } from '../../db/client';

/** A (product, place) whose balance does not match the ledger. */
export type StockBalanceMismatch = {
  productId: number;
  locationId: number;
  /** 'movements': on hand ≠ Σ movements; 'warehouse': products.stock ≠ the warehouse's on hand − reserved. */
  check: 'movements' | 'warehouse';
  expected: number;
  found: number;
};

/**
 * Every (product, place) whose on-hand balance is not the sum of its movements, and every product
 * whose products.stock is not the warehouse's available stock (decision 062). Empty when the
 * ledger holds. Used after the integration tests that move stock and by the recurring job
 * 'stock.check-balances'; `productIds` narrows it to some products.
 */
export async function stockBalanceMismatches(db: DbOrTx, opts: { productIds?: number[] } = {}): Promise<StockBalanceMismatch[]> {
  const only = (column: string) => (opts.productIds ? sql`AND ${sql.raw(column)} IN ${opts.productIds.length ? opts.productIds : [0]}` : sql``);
  const result = await db.execute<{ product_id: number; location_id: number; check: 'movements' | 'warehouse'; expected: number; found: number }>(sql`
    SELECT coalesce(b.product_id, m.product_id) AS product_id, coalesce(b.location_id, m.location_id) AS location_id,
      'movements' AS check, coalesce(m.moved, 0) AS expected, coalesce(b.on_hand, 0) AS found
    FROM (SELECT product_id, location_id, on_hand FROM stock_balances WHERE true ${only('product_id')}) b
    FULL JOIN (
      SELECT product_id, location_id, sum(quantity)::int AS moved FROM stock_movements WHERE true ${only('product_id')}
      GROUP BY product_id, location_id
    ) m ON m.product_id = b.product_id AND m.location_id = b.location_id
    WHERE coalesce(b.on_hand, 0) <> coalesce(m.moved, 0)
    UNION ALL
    SELECT p.id, ${WAREHOUSE_LOCATION_ID}, 'warehouse', coalesce(b.on_hand - b.reserved, 0), p.stock
    FROM products p LEFT JOIN stock_balances b ON b.product_id = p.id AND b.location_id = ${WAREHOUSE_LOCATION_ID}
    WHERE p.stock <> coalesce(b.on_hand - b.reserved, 0) ${only('p.id')}
    ORDER BY 1, 2, 3`);
  return result.rows.map((r) => ({
    productId: Number(r.product_id),
    locationId: Number(r.location_id),
    check: r.check,
    expected: Number(r.expected),
    found: Number(r.found),
  }));
}

/**
 * The recurring check: logs each mismatch as an error and fails the job (the back-office's job list
 * shows its message) so someone looks; the ledger is never corrected silently.
 */
export async function checkStockBalancesJob(db: DbOrTx): Promise<void> {
  const mismatches = await stockBalanceMismatches(db);
  if (mismatches.length === 0) return;
  console.error(
    JSON.stringify({ level: 'error', msg: 'saldos de estoque diferentes dos movimentos', count: mismatches.length, first: mismatches.slice(0, 20) }),
  );
  const first = mismatches[0]!;
  throw new Error(
    `Saldos de estoque diferentes dos movimentos em ${mismatches.length} produto(s)/local(is); o primeiro: produto ${first.productId}, local ${first.locationId} (${first.check === 'movements' ? 'saldo' : 'estoque do produto'} ${first.found}, esperado ${first.expected}).`,
  );
}

/**
 * Writes every balance's on hand from the movements: for the bulk and demo seeds, which write
 * movements in bulk outside changeStock. Reserved stays; products.stock is not touched.
 */
export async function rebuildStockBalances(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    WITH moved AS (SELECT product_id, location_id, sum(quantity)::int AS on_hand FROM stock_movements GROUP BY product_id, location_id),
    upserted AS (
      INSERT INTO stock_balances AS b (product_id, location_id, on_hand)
      SELECT product_id, location_id, on_hand FROM moved
      ON CONFLICT (product_id, location_id) DO UPDATE SET on_hand = excluded.on_hand, updated_at = now()
      WHERE b.on_hand <> excluded.on_hand
    )
    UPDATE stock_balances AS b SET on_hand = 0, updated_at = now()
    WHERE b.on_hand <> 0 AND NOT EXISTS (SELECT 1 FROM moved m WHERE m.product_id = b.product_id AND m.location_id = b.location_id)`);
}
