import { sql } from 'drizzle-orm';
import type { ProductDetail, ProductPage } from '../../../domain/api/catalog';
import { productImageUrl } from '../../../domain/product-image';
import type { Db } from '../../db/client';
import { parseIntArray } from '../../db/parse-int-array';
import { notFound } from '../../http/errors';
import { type CardRow, cardColumns, cardFrom, firstImageOf, type ProductCard, toProductCard } from './product-card';

export type { ProductDetail, ProductPage };

export const PRODUCT_NOT_FOUND = 'Produto não encontrado.';
const MAX_RELATED = 4;

type DetailRow = CardRow & {
  category_id: number | null;
  description: string;
  detailed_description: string;
  material: string;
  dimensions: string;
  origin: string;
  code: string;
  image_ids: number[] | string | null;
  is_favorite: boolean;
};

/** The product page: an online product with its images, up to 4 related products, and whether it is a favourite. */
export async function getProductPage(db: Db, productId: number, customerId: string | null): Promise<ProductPage> {
  const result = await db.execute<DetailRow>(sql`
    SELECT ${cardColumns}, p.category_id, p.description, p.detailed_description, p.material, p.dimensions, p.origin, p.code,
      ARRAY(SELECT pi.id FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position, pi.id) AS image_ids,
      EXISTS (SELECT 1 FROM favorites f WHERE f.product_id = p.id AND f.user_id = ${customerId ?? ''}) AS is_favorite
    FROM ${cardFrom}
    WHERE p.id = ${productId} AND p.available_online`);
  const row = result.rows[0];
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const imageIds = parseIntArray(row.image_ids);
  const product: ProductDetail = {
    ...toProductCard({ ...row, image_id: imageIds[0] ?? null }),
    description: row.description,
    detailedDescription: row.detailed_description,
    material: row.material,
    dimensions: row.dimensions,
    origin: row.origin,
    code: row.code,
    images: imageIds.map((id) => ({ id, url: productImageUrl(Number(row.id), id, 'detail') })),
  };

  let related: ProductCard[] = [];
  if (row.category_id != null) {
    // Best sellers of the same category first: the likeliest to interest the visitor.
    const rel = await db.execute<CardRow>(sql`
      WITH picked AS (
        SELECT ${cardColumns}, p.units_sold FROM ${cardFrom}
        WHERE p.available_online AND p.category_id = ${row.category_id} AND p.id <> ${productId}
        ORDER BY p.units_sold DESC, p.rating DESC, p.id LIMIT ${MAX_RELATED}
      )
      SELECT picked.*, ${firstImageOf('picked')} AS image_id FROM picked ORDER BY picked.units_sold DESC, picked.rating DESC, picked.id`);
    related = rel.rows.map(toProductCard);
  }
  return { product, related, isFavorite: Boolean(row.is_favorite) && customerId != null };
}
