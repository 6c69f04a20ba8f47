import { sql } from 'drizzle-orm';
import type { CategorySummary } from '../../../domain/api/catalog';
import type { Db } from '../../db/client';

export type { CategorySummary };

/** Every category with the number of its products on sale online (the listing's filter). */
export async function listCategories(db: Db): Promise<CategorySummary[]> {
  const result = await db.execute<{ id: number; slug: string; name: string; product_count: string | number }>(sql`
    SELECT c.id, c.slug, c.name, count(p.id) AS product_count
    FROM categories c LEFT JOIN products p ON p.category_id = c.id AND p.available_online
    GROUP BY c.id
    ORDER BY f_unaccent(lower(c.name))`);
  return result.rows.map((r) => ({ id: Number(r.id), slug: r.slug, name: r.name, productCount: Number(r.product_count) }));
}
