// Storefront listing constants, kept free of zod so the listing page does not load the schema library.
import { codeList } from './one-of';
import { normalizeSearchText } from './search';

/** 'Kits de Presente' → 'kits-de-presente': how a category is named in links (?category=…). */
export function slugify(name: string): string {
  return normalizeSearchText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Whether ?category= names this category: by its slug, its id, or its name as people (and shared
 * links) write it — 'Terços', 'terços', 'tercos' and '3' all name the same category.
 */
export function matchesCategory(category: { id: number; name: string; slug: string }, value: string): boolean {
  const key = slugify(value);
  return key !== '' && (category.slug === key || String(category.id) === key || slugify(category.name) === key);
}

export const {
  values: PRODUCT_SORTS,
  labels: PRODUCT_SORT_LABELS,
  is: isProductSort,
} = codeList(['name', 'price-low', 'price-high', 'newest', 'bestsellers'], {
  name: 'Nome (A-Z)',
  'price-low': 'Menor preço',
  'price-high': 'Maior preço',
  newest: 'Mais recentes',
  bestsellers: 'Mais vendidos',
});
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_SEARCH_LENGTH = 100;
