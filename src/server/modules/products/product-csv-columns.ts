import type { AdminProduct } from '../../../domain/api/admin-products';
import { centsToInput } from '../../../domain/money';
import type { ProductFormValues } from '../../../domain/schemas/product';

/** A product as its CSV line reads it: the dialog's fields, with category, classification and supplier by name. */
export type CsvProduct = Pick<
  AdminProduct,
  | 'code'
  | 'name'
  | 'unit'
  | 'priceCents'
  | 'listPriceCents'
  | 'costPriceCents'
  | 'stock'
  | 'minStock'
  | 'barcode'
  | 'shelf'
  | 'box'
  | 'availableOnline'
  | 'featured'
  | 'onSale'
  | 'keywords'
  | 'description'
  | 'detailedDescription'
  | 'material'
  | 'dimensions'
  | 'origin'
  | 'ncm'
  | 'cest'
  | 'gtin'
  | 'icmsOrigin'
  | 'csosn'
  | 'pisCofinsCst'
  | 'weightGrams'
  | 'heightCm'
  | 'widthCm'
  | 'lengthCm'
> & { category: string; classification: string; supplier: string };

type Column = {
  header: string;
  /** The form field the cell fills on import (null: resolved separately or ignored on update). */
  field: keyof ProductFormValues | 'category' | 'classification' | 'supplier' | 'stock';
  required: boolean;
  kind: 'text' | 'number' | 'bool';
  out: (p: CsvProduct) => string;
};

const yesNo = (b: boolean) => (b ? 'Sim' : 'Não');
const measure = (n: number | null) => (n == null ? '' : String(n));

/** The file's columns, in order; the header row uses these pt-BR names. */
export const PRODUCT_CSV_COLUMNS: Column[] = [
  { header: 'Código', field: 'code', required: true, kind: 'text', out: (p) => p.code },
  { header: 'Nome', field: 'name', required: true, kind: 'text', out: (p) => p.name },
  { header: 'Categoria', field: 'category', required: true, kind: 'text', out: (p) => p.category },
  { header: 'Classificação', field: 'classification', required: false, kind: 'text', out: (p) => p.classification },
  { header: 'Fornecedor', field: 'supplier', required: false, kind: 'text', out: (p) => p.supplier },
  { header: 'Unidade', field: 'unit', required: true, kind: 'text', out: (p) => p.unit },
  { header: 'Preço', field: 'price', required: true, kind: 'number', out: (p) => centsToInput(p.priceCents) },
  { header: 'Preço De', field: 'listPrice', required: false, kind: 'number', out: (p) => (p.listPriceCents == null ? '' : centsToInput(p.listPriceCents)) },
  { header: 'Preço de Custo', field: 'costPrice', required: true, kind: 'number', out: (p) => centsToInput(p.costPriceCents) },
  { header: 'Estoque', field: 'stock', required: true, kind: 'number', out: (p) => String(p.stock) },
  { header: 'Estoque Mínimo', field: 'minStock', required: true, kind: 'number', out: (p) => String(p.minStock) },
  { header: 'Código de Barras', field: 'barcode', required: false, kind: 'text', out: (p) => p.barcode ?? '' },
  { header: 'Prateleira', field: 'shelf', required: false, kind: 'text', out: (p) => p.shelf },
  { header: 'Caixa', field: 'box', required: false, kind: 'text', out: (p) => p.box },
  { header: 'Disponível Online', field: 'availableOnline', required: false, kind: 'bool', out: (p) => yesNo(p.availableOnline) },
  { header: 'Destaque', field: 'featured', required: false, kind: 'bool', out: (p) => yesNo(p.featured) },
  { header: 'Oferta', field: 'onSale', required: false, kind: 'bool', out: (p) => yesNo(p.onSale) },
  { header: 'Palavras-chave', field: 'keywords', required: false, kind: 'text', out: (p) => p.keywords.join(', ') },
  { header: 'Descrição', field: 'description', required: false, kind: 'text', out: (p) => p.description },
  { header: 'Descrição Detalhada', field: 'detailedDescription', required: false, kind: 'text', out: (p) => p.detailedDescription },
  { header: 'Material', field: 'material', required: false, kind: 'text', out: (p) => p.material },
  { header: 'Dimensões', field: 'dimensions', required: false, kind: 'text', out: (p) => p.dimensions },
  { header: 'Origem', field: 'origin', required: false, kind: 'text', out: (p) => p.origin },
  // Fiscal data (issue 28), optional so files exported before it still import. Codes only: the
  // CSOSN and PIS/COFINS cells are left empty for the shop's default.
  { header: 'NCM', field: 'ncm', required: false, kind: 'text', out: (p) => p.ncm ?? '' },
  { header: 'CEST', field: 'cest', required: false, kind: 'text', out: (p) => p.cest ?? '' },
  { header: 'GTIN', field: 'gtin', required: false, kind: 'text', out: (p) => p.gtin ?? '' },
  { header: 'Origem ICMS', field: 'icmsOrigin', required: false, kind: 'text', out: (p) => p.icmsOrigin },
  { header: 'CSOSN', field: 'csosn', required: false, kind: 'text', out: (p) => p.csosn ?? '' },
  { header: 'CST PIS/COFINS', field: 'pisCofinsCst', required: false, kind: 'text', out: (p) => p.pisCofinsCst ?? '' },
  // Shipping measures (issue 37), optional for the same reason; empty = not filled in.
  { header: 'Peso (g)', field: 'weightGrams', required: false, kind: 'number', out: (p) => measure(p.weightGrams) },
  { header: 'Altura (cm)', field: 'heightCm', required: false, kind: 'number', out: (p) => measure(p.heightCm) },
  { header: 'Largura (cm)', field: 'widthCm', required: false, kind: 'number', out: (p) => measure(p.widthCm) },
  { header: 'Comprimento (cm)', field: 'lengthCm', required: false, kind: 'number', out: (p) => measure(p.lengthCm) },
];

/** 'Sim'/'Não' as exported, plus the spellings people type. null: not a yes/no. */
export function parseYesNo(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (['sim', 's', 'true', 'verdadeiro', '1', 'x', 'yes'].includes(t)) return true;
  if (['não', 'nao', 'n', 'false', 'falso', '0', 'no'].includes(t)) return false;
  return null;
}
