import { products } from './schema';

// Column sets of the products table that many features' lists and documents select (infrastructure,
// like the schema): a feature reading a product line takes them from here, not from products'.

/** The product a document's line names, as lists and details show it: its name, code and unit. */
export const productLineFields = {
  productName: products.name,
  productCode: products.code,
  unit: products.unit,
};

/** A product's fiscal data as an NF-e line reads it (null NCM, CSOSN, CST…: not filled in, or the shop's default). */
export const productFiscalFields = {
  ncm: products.ncm,
  cest: products.cest,
  gtin: products.gtin,
  icmsOrigin: products.icmsOrigin,
  csosn: products.csosn,
  pisCofinsCst: products.pisCofinsCst,
};

type ProductRow = typeof products.$inferSelect;

/**
 * What a stock document's line (an exit's, a transfer's) keeps of its product when it is written:
 * name, code, shelf and box, and today's cost and price, so the document reads the same later.
 */
export function productLineSnapshot(p: Pick<ProductRow, 'id' | 'name' | 'code' | 'shelf' | 'box' | 'costPriceCents' | 'priceCents'>) {
  return {
    productId: p.id,
    productName: p.name,
    productCode: p.code,
    shelf: p.shelf,
    box: p.box,
    unitCostCents: p.costPriceCents,
    unitPriceCents: p.priceCents,
  };
}
