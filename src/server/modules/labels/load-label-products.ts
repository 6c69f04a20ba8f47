import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { selectProductsWithRegistries } from '../products';

export type LabelProduct = {
  id: number;
  name: string;
  code: string;
  priceCents: number;
  barcode: string | null;
  unit: string;
  shelf: string;
  box: string;
  category: string | null;
  classification: string | null;
  supplier: string | null;
  material: string;
  dimensions: string;
  origin: string;
  description: string;
};

/** The products to print, in the order asked; an unknown id is a 404 rather than a silent gap. */
export async function loadLabelProducts(db: DbOrTx, ids: number[]): Promise<LabelProduct[]> {
  const unique = [...new Set(ids)];
  const rows = await selectProductsWithRegistries(db, {
    id: products.id,
    name: products.name,
    code: products.code,
    priceCents: products.priceCents,
    barcode: products.barcode,
    unit: products.unit,
    shelf: products.shelf,
    box: products.box,
    material: products.material,
    dimensions: products.dimensions,
    origin: products.origin,
    description: products.description,
  }).where(inArray(products.id, unique));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length) throw notFound(missing.length === 1 ? 'Produto não encontrado.' : `${missing.length} produtos não foram encontrados.`);
  return unique.map((id) => byId.get(id)!);
}
