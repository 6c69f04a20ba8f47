import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export type ProductsSummary = {
  totalItems: number;
  totalUnits: number;
  stockValueCents: number;
  lowStockCount: number;
  outOfStockCount: number;
};

/** The four warehouse cards in one SQL pass; low stock includes zero stock (SPEC 9). */
export async function getProductsSummary(db: DbOrTx): Promise<ProductsSummary> {
  const result = await db.execute<Record<keyof ProductsSummary, string | number>>(sql`
    SELECT count(*) AS "totalItems",
           coalesce(sum(stock), 0) AS "totalUnits",
           coalesce(sum(price_cents::bigint * stock), 0) AS "stockValueCents",
           count(*) FILTER (WHERE stock <= min_stock) AS "lowStockCount",
           count(*) FILTER (WHERE stock = 0) AS "outOfStockCount"
    FROM products`);
  const r = result.rows[0]!;
  return {
    totalItems: Number(r.totalItems),
    totalUnits: Number(r.totalUnits),
    stockValueCents: Number(r.stockValueCents),
    lowStockCount: Number(r.lowStockCount),
    outOfStockCount: Number(r.outOfStockCount),
  };
}
