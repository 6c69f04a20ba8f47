import { and, eq, ne, sql } from 'drizzle-orm';
import { DUPLICATE_CODE_MESSAGE, type ProductInput } from '../../../domain/schemas/product';
import type { Tx } from '../../db/client';
import { categories, classifications, products, suppliers } from '../../db/schema';
import { isUniqueViolation } from '../../http/db-errors';
import { AppError, badRequest } from '../../http/errors';

/** Codes are unique regardless of case, so 'ter-001' cannot shadow 'TER-001' on a label or in a CSV. */
export async function assertCodeFree(tx: Tx, code: string, exceptId?: number) {
  const same = sql`lower(${products.code}) = lower(${code})`;
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(exceptId ? and(same, ne(products.id, exceptId)) : same)
    .limit(1);
  if (row) throw new AppError('DUPLICATE_CODE', DUPLICATE_CODE_MESSAGE);
}

/** Category, classification and supplier must exist: a 400 in Portuguese rather than an FK error. */
export async function assertReferencesExist(tx: Tx, input: Pick<ProductInput, 'categoryId' | 'classificationId' | 'supplierId'>) {
  const [cat] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
  if (!cat) throw badRequest('Categoria não encontrada.');
  if (input.classificationId != null) {
    const [row] = await tx.select({ id: classifications.id }).from(classifications).where(eq(classifications.id, input.classificationId));
    if (!row) throw badRequest('Classificação não encontrada.');
  }
  if (input.supplierId != null) {
    const [row] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, input.supplierId));
    if (!row) throw badRequest('Fornecedor não encontrado.');
  }
}

/** A concurrent save can still hit the unique index; answer it like the pre-check would. */
export function translateUniqueViolation(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError('DUPLICATE_CODE', DUPLICATE_CODE_MESSAGE);
  throw err;
}

/** The columns a save writes (stock and initial quantity excluded: they change elsewhere). */
export function productColumns(input: ProductInput) {
  return {
    name: input.name,
    code: input.code,
    description: input.description,
    detailedDescription: input.detailedDescription,
    priceCents: input.priceCents,
    listPriceCents: input.listPriceCents,
    costPriceCents: input.costPriceCents,
    categoryId: input.categoryId,
    classificationId: input.classificationId,
    supplierId: input.supplierId,
    barcode: input.barcode,
    shelf: input.shelf,
    box: input.box,
    unit: input.unit,
    minStock: input.minStock,
    keywords: input.keywords,
    availableOnline: input.availableOnline,
    featured: input.featured,
    onSale: input.onSale,
    material: input.material,
    dimensions: input.dimensions,
    origin: input.origin,
    ncm: input.ncm,
    cest: input.cest,
    gtin: input.gtin,
    icmsOrigin: input.icmsOrigin,
    csosn: input.csosn,
    pisCofinsCst: input.pisCofinsCst,
    weightGrams: input.weightGrams,
    heightCm: input.heightCm,
    widthCm: input.widthCm,
    lengthCm: input.lengthCm,
  };
}
