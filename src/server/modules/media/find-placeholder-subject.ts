import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PlaceholderSubject } from './placeholder-svg';

export type MediaSubject = PlaceholderSubject & { firstImageKey: string | null };

/**
 * Name, category and first uploaded image of a product, for its placeholder and link preview.
 * Offline products keep their pictures: carts and orders may still show them.
 */
export async function findPlaceholderSubject(db: Db, productId: number): Promise<MediaSubject | null> {
  const result = await db.execute<{ name: string; slug: string | null; category: string | null; first_key: string | null }>(sql`
    SELECT p.name, c.slug, c.name AS category,
      (SELECT pi.storage_key FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position, pi.id LIMIT 1) AS first_key
    FROM products p LEFT JOIN categories c ON c.id = p.category_id WHERE p.id = ${productId}`);
  const row = result.rows[0];
  if (!row) return null;
  return { name: row.name, categorySlug: row.slug, categoryName: row.category, firstImageKey: row.first_key };
}
