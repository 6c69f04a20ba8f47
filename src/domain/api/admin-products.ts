import type { Csosn, IcmsOrigin, PisCofinsCst, ProductFiscalField } from '../product-fiscal';

// Warehouse (Almoxarifado) and the product dialog: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
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
  ncm: string | null;
  cest: string | null;
  gtin: string | null;
  icmsOrigin: IcmsOrigin;
  /** null: the shop's default. */
  csosn: Csosn | null;
  /** null: the shop's default. */
  pisCofinsCst: PisCofinsCst | null;
  /** Shipping measures (issue 37); null: not filled in. */
  weightGrams: number | null;
  heightCm: number | null;
  widthCm: number | null;
  lengthCm: number | null;
  createdAt: string;
  updatedAt: string;
  images: AdminProductImage[];
};

export type ImportLineError = { line: number; message: string };

export type ImportResult = { created: number; updated: number; unchanged: number };

export type AdminProductListItem = {
  id: number;
  code: string;
  name: string;
  categoryId: number | null;
  categoryName: string | null;
  priceCents: number;
  stock: number;
  minStock: number;
  barcode: string | null;
  availableOnline: boolean;
  archived: boolean;
  imageUrl: string;
  /** What an invoice of it would still lack (empty: nothing). */
  missingFiscal: ProductFiscalField[];
};

export type AdminProductList = { items: AdminProductListItem[]; total: number; page: number; pageSize: number };

export type Option = { id: number; name: string };

export type ProductOptions = { categories: Option[]; classifications: Option[]; suppliers: Option[]; units: readonly string[] };

export type ProductsSummary = {
  totalItems: number;
  totalUnits: number;
  stockValueCents: number;
  /** The same units valued at their average cost (custo médio). */
  stockCostValueCents: number;
  lowStockCount: number;
  outOfStockCount: number;
};
