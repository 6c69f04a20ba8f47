import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import type { PlaceholderSubject } from './placeholder-svg';

export type MediaSubject = PlaceholderSubject & { firstImageKey: string | null };

/**
 * Name, category and first uploaded image of a product, for its placeholder and link preview.
 * Offline products keep their pictures: carts and orders may still show them.
 */
export async function findPlaceholderSubject(db: Db, productId: number): Promise<MediaSubject | null> {
  const [row] = await db
    .select({
      name: products.name,
      categorySlug: categories.slug,
      categoryName: categories.name,
      firstImageKey: sql<
        string | null
      >`(SELECT pi.storage_key FROM product_images pi WHERE pi.product_id = ${products.id} ORDER BY pi.position, pi.id LIMIT 1)`,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  return row ?? null;
}
