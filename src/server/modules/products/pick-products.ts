import { and, asc, eq, gt, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { PICKER_LIMIT, type PickedProduct } from '../../../domain/schemas/product-picker';
import { normalizeSearchText } from '../../../domain/search';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { likePattern } from '../../http/list-query';

/** A product as a document's product field shows it (PickedProduct), as typed select fields. */
export const pickedProductFields = {
  id: products.id,
  name: products.name,
  code: products.code,
  barcode: products.barcode,
  stock: products.stock,
  priceCents: products.priceCents,
  costPriceCents: products.costPriceCents,
  supplierId: products.supplierId,
  unit: products.unit,
  shelf: products.shelf,
  box: products.box,
};

/** A product's shipping measures (issue 37; null: not filled in). */
export const productMeasureFields = {
  weightGrams: products.weightGrams,
  heightCm: products.heightCm,
  widthCm: products.widthCm,
  lengthCm: products.lengthCm,
};

/**
 * Up to 5 active products for a document's product field: every word in the name (accent- and
 * case-insensitive) or the code, or the whole barcode; never one already on the document, and
 * with `inStock` only products with stock above 0 (exits).
 */
export async function pickProducts(db: DbOrTx, q: { search: string; exclude: number[]; inStock: '0' | '1' }): Promise<PickedProduct[]> {
  const words = normalizeSearchText(q.search).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const byWords = and(...words.map((w) => or(sql`${products.nameKey} LIKE ${likePattern(w)}`, sql`lower(${products.code}) LIKE ${likePattern(w)}`)));
  const conds: (SQL | undefined)[] = [isNull(products.archivedAt), or(byWords, eq(products.barcode, q.search.trim()))];
  if (q.exclude.length) conds.push(notInArray(products.id, q.exclude));
  if (q.inStock === '1') conds.push(gt(products.stock, 0));
  return db
    .select(pickedProductFields)
    .from(products)
    .where(and(...conds))
    .orderBy(sql`${products.nameKey} COLLATE "C"`, asc(products.id))
    .limit(PICKER_LIMIT);
}

export const SCANNED_NOT_FOUND_MESSAGE = 'Produto não encontrado.';

/** The product a barcode scanner's code names: its barcode or its code, exactly (case aside). */
export async function lookupProduct(db: DbOrTx, code: string): Promise<PickedProduct> {
  const [row] = await db
    .select(pickedProductFields)
    .from(products)
    .where(and(isNull(products.archivedAt), or(eq(products.barcode, code), sql`lower(${products.code}) = lower(${code})`)))
    .orderBy(sql`${products.barcode} = ${code} DESC`, asc(products.id))
    .limit(1);
  if (!row) throw notFound(SCANNED_NOT_FOUND_MESSAGE);
  return row;
}
