import { inArray, sql } from 'drizzle-orm';
import type { CartProduct } from '../../../domain/api/cart';
import { productImageUrl } from '../../../domain/product-image';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { outerColumn } from '../../http/list-query';

export type { CartProduct };

/** Current name, price, stock and picture of some products, in one query. */
export async function readCartProducts(db: DbOrTx, ids: number[]): Promise<CartProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      stock: products.stock,
      available: products.availableOnline,
      imageId: sql<number | null>`(SELECT pi.id FROM product_images pi WHERE pi.product_id = ${outerColumn(products.id)} ORDER BY pi.position, pi.id LIMIT 1)`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return rows.map(({ imageId, ...p }) => ({ ...p, imageUrl: productImageUrl(p.id, imageId, 'card') }));
}
