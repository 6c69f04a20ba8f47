// Storefront listing constants, kept free of zod so the listing page does not load the schema library.

export const PRODUCT_SORTS = ['name', 'price-low', 'price-high', 'newest', 'bestsellers'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  name: 'Nome (A-Z)',
  'price-low': 'Menor preço',
  'price-high': 'Maior preço',
  newest: 'Mais recentes',
  bestsellers: 'Mais vendidos',
};

export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_SEARCH_LENGTH = 100;

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);
}
