import { asc, eq } from 'drizzle-orm';
import type { AdminProduct, AdminProductImage } from '../../../domain/api/admin-products';
import { productImageUrl } from '../../../domain/product-image';
import type { DbOrTx } from '../../db/client';
import { productImages, products } from '../../db/schema';
import { notFound } from '../../http/errors';

export type { AdminProduct, AdminProductImage };

type ProductRow = typeof products.$inferSelect;

/** The row as stored, for audit snapshots and the API (dates as ISO text, derived search columns left out). */
export function productSnapshot(row: ProductRow) {
  const { nameKey: _nameKey, ...rest } = row;
  return { ...rest, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export const notFoundProduct = () => notFound('Produto não encontrado.');

export async function findProductRow(db: DbOrTx, id: number, opts: { lock?: boolean } = {}): Promise<ProductRow> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFoundProduct();
  return row;
}

export async function getAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const row = await findProductRow(db, id);
  const images = await db
    .select({ id: productImages.id, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return {
    ...productSnapshot(row),
    images: images.map((img) => ({
      id: img.id,
      position: img.position,
      cardUrl: productImageUrl(id, img.id, 'card'),
      detailUrl: productImageUrl(id, img.id, 'detail'),
    })),
  };
}
