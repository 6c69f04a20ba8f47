import { and, count, eq, sql } from 'drizzle-orm';
import type { CategorySummary } from '../../../domain/api/catalog';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';

export type { CategorySummary };

/** Every category with the number of its products on sale online (the listing's filter). */
export async function listCategories(db: Db): Promise<CategorySummary[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), products.availableOnline))
    .groupBy(categories.id)
    .orderBy(sql`f_unaccent(lower(${categories.name}))`);
}
