import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategorySummary, HomeData, ProductCard, ProductListResult, ProductPage } from '@/domain/api/catalog';
import { api } from '../../lib/api';
import { hasBootAnswer } from '../../lib/boot-data';
import type { ChangeEffects } from '../../lib/change-effects';
import { rememberedCep } from '../shipping';

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

/**
 * The product page's GET. With a remembered CEP it carries `?cep=` and the answer the estimate
 * (decision 075) — except when the page's HTML holds the plain answer (decision 011: the HTML never
 * waits on a shipping provider), where the estimate is asked beside it. The key leaves the CEP out:
 * the answer's estimate names its CEP, and the form only shows it for the CEP it asks.
 */
export const productPath = (id: string) => {
  const plain = `/api/store/products/${encodeURIComponent(id)}`;
  const cep = rememberedCep();
  return cep && !hasBootAnswer(plain) ? `${plain}?cep=${cep}` : plain;
};

export const productQuery = (id: string) => ({
  queryKey: ['store', 'product', id] as const,
  queryFn: () => api<ProductPage>(productPath(id)),
  staleTime: STALE,
  // A 404 will not turn into a product by asking again.
  retry: false,
});

/** The profile's favourites list uses this key too (src/web/store/profile/profile-api.ts). */
export const FAVORITES_KEY = ['store', 'favorites'] as const;

export const setFavorite = (productId: number, favorite: boolean) =>
  api<{ ok: true }>(`/api/store/favorites/${productId}`, { method: favorite ? 'PUT' : 'DELETE' });

/**
 * Favoritar / Favoritado: the product page shows the new state at once and goes back if the server
 * refuses; the page and the favourites list are read again either way. `next` is the state asked for.
 */
export function useSetFavorite(productId: number, effects: ChangeEffects<{ ok: true }, boolean>) {
  const qc = useQueryClient();
  const key = productQuery(String(productId)).queryKey;
  const show = (isFavorite: boolean) => qc.setQueryData<ProductPage>(key, (old) => (old ? { ...old, isFavorite } : old));
  return useMutation({
    mutationFn: (next: boolean) => setFavorite(productId, next),
    onMutate: async (next) => {
      await qc.cancelQueries({ queryKey: key });
      show(next);
    },
    onSuccess: effects.onSuccess,
    onError: (err, next) => {
      show(!next);
      effects.onError?.(err);
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: FAVORITES_KEY });
      void qc.invalidateQueries({ queryKey: key });
    },
  });
}
