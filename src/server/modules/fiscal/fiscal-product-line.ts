import type { FiscalProductData } from '../../../domain/fiscal/build-nfe-request';
import type { ProductFiscalData } from '../../../domain/product-fiscal';
import { productFiscalFields } from '../../db/product-fields';
import { products } from '../../db/schema';

// A document's line (a sale's, a transfer's) as its NF-e line reads its product: the name the line
// kept, with the product's CURRENT fiscal data (so a fixed NCM reaches 'Emitir novamente').

/** The product's columns a line selects, left-joined: all null when the product was deleted since. */
export const fiscalProductColumns = {
  productId: products.id,
  code: products.code,
  unit: products.unit,
  ...productFiscalFields,
};

type FiscalProductRow = Omit<ProductFiscalData, 'icmsOrigin'> & {
  name: string;
  productId: number | null;
  code: string | null;
  unit: string | null;
  icmsOrigin: ProductFiscalData['icmsOrigin'] | null;
};

/** The line's product as the builder takes it; a deleted product keeps the line's name, its data missing (the builder says so). */
export function fiscalProductOf(row: FiscalProductRow): FiscalProductData {
  return {
    productId: row.productId,
    code: row.code ?? '',
    name: row.name,
    unit: row.unit ?? 'Unidade',
    ncm: row.ncm,
    cest: row.cest,
    icmsOrigin: row.icmsOrigin ?? '0',
    gtin: row.gtin,
    csosn: row.csosn,
    pisCofinsCst: row.pisCofinsCst,
  };
}
