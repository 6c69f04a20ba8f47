import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productFiscalFields } from '../../db/product-fields';
import { products } from '../../db/schema';
import { protectFormula, writeCsv } from '../../files/csv';
import { productMeasureFields } from './pick-products';
import { type CsvProduct, PRODUCT_CSV_COLUMNS } from './product-csv-columns';
import { selectProductsWithRegistries } from './select-products-with-registries';

/** Every product as a CSV Excel pt-BR opens as is (BOM, ';', '12,50'); the import reads it back. */
export async function exportProductsCsv(db: DbOrTx): Promise<string> {
  const rows = await selectProductsWithRegistries(db, {
    code: products.code,
    name: products.name,
    unit: products.unit,
    priceCents: products.priceCents,
    listPriceCents: products.listPriceCents,
    costPriceCents: products.costPriceCents,
    stock: products.stock,
    minStock: products.minStock,
    barcode: products.barcode,
    shelf: products.shelf,
    box: products.box,
    availableOnline: products.availableOnline,
    featured: products.featured,
    onSale: products.onSale,
    keywords: products.keywords,
    description: products.description,
    detailedDescription: products.detailedDescription,
    material: products.material,
    dimensions: products.dimensions,
    origin: products.origin,
    ...productFiscalFields,
    ...productMeasureFields,
  }).orderBy(asc(products.code));
  const list: CsvProduct[] = rows.map((r) => ({
    ...r,
    category: r.category ?? '',
    classification: r.classification ?? '',
    supplier: r.supplier ?? '',
  }));
  const header = PRODUCT_CSV_COLUMNS.map((c) => c.header);
  const body = list.map((p) => PRODUCT_CSV_COLUMNS.map((c) => (c.kind === 'text' ? protectFormula(c.out(p)) : c.out(p))));
  return writeCsv([header, ...body]);
}
