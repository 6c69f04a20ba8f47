import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The INSERT that counts units sold (+) or unsold (−) for 'Mais vendidos', from `source`'s rows
 * (product_id, units), for a CTE of the statement that sells or cancels. The count reaches
 * products.units_sold when foldUnitsSold next runs (decision 077): a sale never rewrites that
 * indexed column, so its product's row changes only in columns no index holds.
 */
export function countUnitsSoldSql(source: SQL): SQL {
  return sql`INSERT INTO product_sales_pending (product_id, units) SELECT s.* FROM (${source}) AS s(product_id, units) WHERE s.units <> 0`;
}

/**
 * Job 'catalog.count-units-sold': the units counted since the last run, added to products.units_sold
 * (never below 0) in one statement. Rows appended while it runs are not in its snapshot and wait for
 * the next run. Answers how many products changed.
 */
export async function foldUnitsSold(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`WITH taken AS (DELETE FROM product_sales_pending RETURNING product_id, units),
    counted AS (
      UPDATE products AS p SET units_sold = GREATEST(p.units_sold + t.units, 0)
      FROM (SELECT product_id, sum(units)::int AS units FROM taken GROUP BY product_id) AS t
      WHERE p.id = t.product_id AND t.units <> 0
      RETURNING p.id
    )
    SELECT count(*)::int AS n FROM counted`);
  return Number(result.rows[0]?.n ?? 0);
}
