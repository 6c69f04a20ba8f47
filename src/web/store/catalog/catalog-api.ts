import { keepPreviousData } from '@tanstack/react-query';
import type { CategorySummary, HomeData, ProductCard, ProductListResult, ProductPage } from '@/domain/api/catalog';
import { api } from '../../lib/api';

export type { CategorySummary, HomeData, ProductCard, ProductListResult, ProductPage };
export type ProductDetail = ProductPage['product'];

// Catalogue data changes rarely while a visitor browses; a minute of reuse avoids refetching on every back/forward.
const STALE = 60_000;

export const homeQuery = {
  queryKey: ['store', 'home'] as const,
  queryFn: () => api<HomeData>('/api/store/home'),
  staleTime: STALE,
};

export const categoriesQuery = {
  queryKey: ['store', 'categories'] as const,
  queryFn: () => api<{ categories: CategorySummary[] }>('/api/store/categories'),
  staleTime: 5 * STALE,
};

/** `params` is the listing's API query string (search, category, sort, onSale, page, pageSize). */
export const productsQuery = (params: string) => ({
  queryKey: ['store', 'products', params] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api<ProductListResult>(`/api/store/products?${params}`, { signal }),
  staleTime: STALE,
  // Keeps the current page on screen while the next one loads (no flash of the empty state).
  placeholderData: keepPreviousData,
});

export const productQuery = (id: string) => ({
  queryKey: ['store', 'product', id] as const,
  queryFn: () => api<ProductPage>(`/api/store/products/${encodeURIComponent(id)}`),
  staleTime: STALE,
  // A 404 will not turn into a product by asking again.
  retry: false,
});

/** The profile's favourites list uses this key too (src/web/store/profile/profile-api.ts). */
export const FAVORITES_KEY = ['store', 'favorites'] as const;

export const setFavorite = (productId: number, favorite: boolean) =>
  api<{ ok: true }>(`/api/store/favorites/${productId}`, { method: favorite ? 'PUT' : 'DELETE' });
