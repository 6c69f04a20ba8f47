import { sql } from 'drizzle-orm';
import { WAREHOUSE_LOCATION_ID } from '../../../domain/stock-locations';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import { deltasByPlace, InsufficientStockError, locationOf, lockProducts, RESERVATION_SHORT_MESSAGE, readPlaceBalances } from './change-stock';

/** Units to hold at a place (positive) or to let go of (negative); the warehouse when no place is named. */
export type StockReservation = { productId: number; locationId?: number; quantity: number };

/**
 * Reserves stock at a place, or releases a reservation (negative quantities), without a movement
 * (decision 062): reserved goes up or down and the place's available stock (on hand − reserved;
 * products.stock at the warehouse) the other way. A reservation is consumed by the movement that
 * takes the goods out, `changeStock` with `fromReserved`. Inside the caller's transaction: the
 * products are locked in id order as every stock change does, so a reservation racing a checkout
 * or another reservation for the last unit queues and exactly one wins; lines of one product at
 * one place are checked together.
 */
export async function reserveStock(tx: Tx, lines: StockReservation[]): Promise<void> {
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
  const rows = JSON.stringify(pairs.map((d) => ({ product_id: d.productId, location_id: locationOf(d), delta: d.delta })));
  const result = await tx.execute<{ n: number }>(sql`WITH r AS (
      SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS r(product_id int, location_id int, delta int)
    ),
    held AS (
      UPDATE stock_balances AS b SET reserved = b.reserved + r.delta, updated_at = now()
      FROM r WHERE b.product_id = r.product_id AND b.location_id = r.location_id
      RETURNING b.product_id
    ),
    warehouse AS (
      UPDATE products AS p SET stock = p.stock - r.delta, updated_at = now()
      FROM r WHERE p.id = r.product_id AND r.location_id = ${WAREHOUSE_LOCATION_ID}
    )
    SELECT count(*)::int AS n FROM held`);
  // Unreachable while the check above holds: a reservation needs stock on hand, a release a reservation.
  if (Number(result.rows[0]?.n) !== pairs.length) throw new Error('a reservation found no balance to hold');
}
