import { eq, sql } from 'drizzle-orm';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import { COUNT_NOT_COUNTING_MESSAGE, STOCK_COUNT_NOT_FOUND_MESSAGE, type StockCountLineInput } from '../../../domain/stock-counts';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { products, stockCounts } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { allOf } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';

/**
 * One counted product (a scan adds, typing sets): the count row is locked so lines of one count
 * are written one at a time, and the place's balance at this moment is kept beside the quantity —
 * the difference is counted minus what the place held when it was counted, so a sale made at the
 * store while the count goes on is accounted for whether it came before or after this shelf was
 * counted (decision 066). A product the place did not hold at opening gets its line now, with
 * what it held then (its balance less the movements since the count opened).
 */
export async function recordCountLine(
  tx: Tx,
  user: SessionUser,
  scope: StoreScope,
  countId: number,
  input: { productId: number; quantity: number; mode?: StockCountLineInput['mode'] },
): Promise<{ productId: number; counted: number }> {
  const [count] = await tx
    .select()
    .from(stockCounts)
    .where(allOf(eq(stockCounts.id, countId), inStoreScope(scope, stockCounts.storeId)))
    .for('update');
  if (!count) throw notFound(STOCK_COUNT_NOT_FOUND_MESSAGE);
  if (count.status !== 'counting') throw new AppError('COUNT_NOT_COUNTING', COUNT_NOT_COUNTING_MESSAGE);
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
  if (!product) throw new AppError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
  const add = input.mode === 'add';
  const result = await tx.execute<{ counted: number }>(sql`
    WITH now_held AS (
      SELECT coalesce((SELECT on_hand FROM stock_balances WHERE product_id = ${input.productId} AND location_id = ${count.locationId}), 0)::int AS on_hand
    ),
    since_open AS (
      SELECT coalesce(sum(quantity), 0)::int AS moved FROM stock_movements
      WHERE product_id = ${input.productId} AND location_id = ${count.locationId} AND created_at > ${count.createdAt.toISOString()}::timestamptz
    ),
    updated AS (
      UPDATE stock_count_items i SET
        counted = ${add ? sql`coalesce(i.counted, 0) + ${input.quantity}` : sql`${input.quantity}`},
        expected_when_counted = (SELECT on_hand FROM now_held),
        counted_at = now(), counted_by_id = ${user.id}, counted_by_name = ${user.name}
      WHERE i.count_id = ${countId} AND i.product_id = ${input.productId}
      RETURNING i.counted
    ),
    inserted AS (
      INSERT INTO stock_count_items (count_id, product_id, expected_at_open, counted, expected_when_counted, counted_at, counted_by_id, counted_by_name)
      SELECT ${countId}, ${input.productId}, (SELECT on_hand FROM now_held) - (SELECT moved FROM since_open), ${input.quantity},
        (SELECT on_hand FROM now_held), now(), ${user.id}, ${user.name}
      WHERE NOT EXISTS (SELECT 1 FROM updated)
      RETURNING counted
    )
    SELECT counted FROM updated UNION ALL SELECT counted FROM inserted`);
  const counted = Number(result.rows[0]!.counted);
  await recordAudit(tx, user, {
    action: 'count',
    entity: 'stock_count',
    entityId: countId,
    after: { productId: input.productId, quantity: input.quantity, mode: add ? 'add' : 'set', counted },
  });
  return { productId: input.productId, counted };
}
