import { type SQL, sql } from 'drizzle-orm';
import { WAREHOUSE_LOCATION_ID } from '../../../domain/stock-locations';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import { deltasByPlace, InsufficientStockError, locationOf, lockProducts, RESERVATION_SHORT_MESSAGE, readPlaceBalances } from './change-stock';
import { countUnitsSoldSql } from './count-units-sold';

/** Units to hold at a place (positive) or to let go of (negative); the warehouse when no place is named. */
export type StockReservation = { productId: number; locationId?: number; quantity: number };

/**
 * Reserves stock at a place, or releases a reservation (negative quantities), without a movement
 * (decision 062): reserved goes up or down and the place's available stock (on hand − reserved;
 * products.stock at the warehouse) the other way. A reservation is consumed by the movement that
 * takes the goods out, `changeStock` with `fromReserved`. Inside the caller's transaction: the
 * products are locked in id order as every stock change does, so a reservation racing a checkout
 * or another reservation for the last unit queues and exactly one wins; lines of one product at
 * one place are checked together. `unitsSold` counts a reservation as sold (an online order placed
 * or re-opened) and a release as unsold (decision 069).
 */
export async function reserveStock(tx: Tx, lines: StockReservation[], opts: { unitsSold?: boolean } = {}): Promise<void> {
  const applied = lines.filter((l) => Number.isInteger(l.quantity) && l.quantity !== 0);
  if (applied.length === 0) return;
  const locked = await lockProducts(
    tx,
    applied.map((l) => l.productId),
  );
  const pairs = deltasByPlace(
    applied.map((l) => ({ ...l, kind: 'adjustment' as const })),
    () => true,
  ).filter((d) => d.delta !== 0);
  if (pairs.length === 0) return;
  const found = await readPlaceBalances(tx, pairs);
  for (const d of pairs) {
    const product = locked.get(d.productId);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND', 'Produto não encontrado.');
    const row = found.get(`${d.productId}:${d.locationId}`);
    if (!row) throw new AppError('LOCATION_NOT_FOUND', 'Local de estoque não encontrado.');
    if (d.delta > row.available) {
      throw new InsufficientStockError(d.productId, product.name, row.available, d.delta, d.locationId === WAREHOUSE_LOCATION_ID ? undefined : row.place);
    }
    if (-d.delta > row.reserved) throw new AppError('INSUFFICIENT_STOCK', RESERVATION_SHORT_MESSAGE(product.name, row.place, row.reserved, -d.delta));
  }
  const result = await tx.execute<{ n: number }>(sql`WITH ${stockReservationCtes(pairs, opts)} SELECT count(*)::int AS n FROM stock_held`);
  // Unreachable while the check above holds: a reservation needs stock on hand, a release a reservation.
  if (Number(result.rows[0]?.n) !== pairs.length) throw new Error('a reservation found no balance to hold');
}

/**
 * The reservation as CTEs — `stock_reservations`, `stock_held (product_id, location_id)` and
 * `stock_changed (id, stock)` — for (product, place) pairs whose products are locked and checked
 * already: placeOrder puts them in the statement that writes the order, so a reservation costs no
 * round trip (issue 38). A pair whose balance cannot take it (less available than asked, or less
 * reserved than released) is not in `stock_held`: callers compare its count with the pairs they
 * sent. At the warehouse products.stock (its available stock) moves the other way; `unitsSold`
 * counts the units as sold (released: unsold, never below 0) at any place.
 */
export function stockReservationCtes(pairs: { productId: number; locationId?: number; delta: number }[], opts: { unitsSold?: boolean } = {}): SQL {
  const rows = JSON.stringify(pairs.map((d) => ({ product_id: d.productId, location_id: locationOf(d), delta: d.delta })));
  // LIMIT tells the planner how few rows there are: taking jsonb_to_recordset for 100 rows, it read
  // every balance (a hash join over a sequential scan) instead of looking each one up (issue 38). A
  // number in the text, not a parameter: the prepared statement's generic plan (decision 077) knows
  // it too, so PostgreSQL keeps that plan instead of planning the order's statement at every call.
  return sql`stock_reservations AS (
      SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS r(product_id int, location_id int, delta int) LIMIT ${sql.raw(String(pairs.length))}
    ),
    stock_held AS (
      UPDATE stock_balances AS b SET reserved = b.reserved + r.delta, updated_at = now()
      FROM stock_reservations r
      WHERE b.product_id = r.product_id AND b.location_id = r.location_id
        AND b.on_hand - b.reserved - r.delta >= 0 AND b.reserved + r.delta >= 0
      RETURNING b.product_id, b.location_id
    ),
    stock_held_deltas AS (
      SELECT r.product_id, sum(r.delta)::int AS delta,
        coalesce(sum(r.delta) FILTER (WHERE r.location_id = ${sql.raw(String(WAREHOUSE_LOCATION_ID))}), 0)::int AS warehouse_delta
      FROM stock_reservations r JOIN stock_held h ON h.product_id = r.product_id AND h.location_id = r.location_id
      GROUP BY r.product_id
    ),
    stock_changed AS (
      UPDATE products AS p SET stock = p.stock - d.warehouse_delta, updated_at = now()
      FROM stock_held_deltas AS d
      WHERE p.id = d.product_id AND d.warehouse_delta <> 0
      RETURNING p.id, p.stock
    )${
      opts.unitsSold
        ? sql`,
    units_counted AS (${countUnitsSoldSql(sql`SELECT product_id, delta FROM stock_held_deltas`)})`
        : sql``
    }`;
}
