import { getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';

type ProductRow = typeof products.$inferSelect;
type ProductChange = { id: number } & Partial<Omit<ProductRow, 'id'>>;

/**
 * Many products updated in ONE statement (UPDATE … FROM jsonb_to_recordset): an import of
 * thousands of rows costs a handful of round trips instead of one per product. Every row must
 * carry the same columns. Returns the rows as they are afterwards.
 */
export async function updateProductsInBulk(tx: Tx, changes: ProductChange[]): Promise<ProductRow[]> {
  if (changes.length === 0) return [];
  const columns = getTableColumns(products);
  const keys = Object.keys(changes[0]!).filter((k) => k !== 'id') as (keyof typeof columns)[];
  const record = sql.join([sql`id int`, ...keys.map((k) => sql.raw(`"${columns[k].name}" ${columns[k].getSQLType()}`))], sql`, `);
  const assignments = sql.join([...keys.map((k) => sql.raw(`"${columns[k].name}" = d."${columns[k].name}"`)), sql`updated_at = now()`], sql`, `);
  const rows = changes.map((c) => Object.fromEntries([['id', c.id], ...keys.map((k) => [columns[k].name, (c as Record<string, unknown>)[k] ?? null])]));
  const result = await tx.execute<{ id: number }>(
    sql`UPDATE products AS p SET ${assignments} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS d(${record}) WHERE p.id = d.id RETURNING p.id`,
  );
  const ids = result.rows.map((r) => Number(r.id));
  return tx.query.products.findMany({ where: (p, { inArray }) => inArray(p.id, ids) });
}
