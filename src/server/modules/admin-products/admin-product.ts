import { asc, eq } from 'drizzle-orm';
import { productImageUrl } from '../../../domain/product-image';
import type { DbOrTx } from '../../db/client';
import { productImages, products } from '../../db/schema';
import { notFound } from '../../http/errors';

export type AdminProductImage = { id: number; position: number; cardUrl: string; detailUrl: string };

/** Everything the add/edit dialog shows, prices in centavos. */
export type AdminProduct = {
  id: number;
  name: string;
  code: string;
  description: string;
  detailedDescription: string;
  priceCents: number;
  listPriceCents: number | null;
  costPriceCents: number;
  categoryId: number | null;
  classificationId: number | null;
  supplierId: number | null;
  barcode: string | null;
  shelf: string;
  box: string;
  unit: string;
  initialQuantity: number;
  stock: number;
  minStock: number;
  keywords: string[];
  availableOnline: boolean;
  featured: boolean;
  onSale: boolean;
  rating: number;
  reviewCount: number;
  unitsSold: number;
  material: string;
  dimensions: string;
  origin: string;
  createdAt: string;
  updatedAt: string;
  images: AdminProductImage[];
};

type ProductRow = typeof products.$inferSelect;

/** The row as stored, for audit snapshots and the API (dates as ISO text, derived search columns left out). */
export function productSnapshot(row: ProductRow) {
  const { nameKey: _nameKey, searchDoc: _searchDoc, ...rest } = row;
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
