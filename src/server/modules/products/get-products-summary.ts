import { sql } from 'drizzle-orm';
import type { ProductsSummary } from '../../../domain/api/admin-products';
import type { DbOrTx } from '../../db/client';

export type { ProductsSummary };

/** The warehouse cards in one SQL pass over active products; low stock includes zero stock (requirements §9). */
export async function getProductsSummary(db: DbOrTx): Promise<ProductsSummary> {
  const result = await db.execute<Record<keyof ProductsSummary, string | number>>(sql`
    SELECT count(*) AS "totalItems",
           coalesce(sum(stock), 0) AS "totalUnits",
           coalesce(sum(price_cents::bigint * stock), 0) AS "stockValueCents",
           coalesce(sum(cost_price_cents::bigint * stock), 0) AS "stockCostValueCents",
           count(*) FILTER (WHERE stock <= min_stock) AS "lowStockCount",
           count(*) FILTER (WHERE stock = 0) AS "outOfStockCount"
    FROM products WHERE archived_at IS NULL`);
  const r = result.rows[0]!;
  return {
    totalItems: Number(r.totalItems),
    totalUnits: Number(r.totalUnits),
    stockValueCents: Number(r.stockValueCents),
    stockCostValueCents: Number(r.stockCostValueCents),
    lowStockCount: Number(r.lowStockCount),
    outOfStockCount: Number(r.outOfStockCount),
  };
}
