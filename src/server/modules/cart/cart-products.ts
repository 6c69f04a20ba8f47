import { sql } from 'drizzle-orm';
import type { CartProduct } from '../../../domain/api/cart';
import { productImageUrl } from '../../../domain/product-image';
import type { DbOrTx } from '../../db/client';

export type { CartProduct };

/** Current name, price, stock and picture of some products, in one query. */
export async function readCartProducts(db: DbOrTx, ids: number[]): Promise<CartProduct[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute<{ id: number; name: string; price_cents: number; stock: number; available_online: boolean; image_id: number | null }>(sql`
    SELECT p.id, p.name, p.price_cents, p.stock, p.available_online,
      (SELECT pi.id FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position, pi.id LIMIT 1) AS image_id
    FROM products p WHERE p.id IN (${list})`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    priceCents: Number(r.price_cents),
    stock: Number(r.stock),
    imageUrl: productImageUrl(Number(r.id), r.image_id == null ? null : Number(r.image_id), 'card'),
    available: Boolean(r.available_online),
  }));
}
