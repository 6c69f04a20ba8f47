import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PickedProduct } from '@/domain/schemas/product-picker';
import { adminViewKeys } from '../../lib/admin-views';
import { api } from '../../lib/api';

export type { PickedProduct };

export const pickerKeys = { all: adminViewKeys.productPicker };

export function pickProducts(q: { search: string; exclude: number[]; inStock: boolean }) {
  const params = new URLSearchParams({ search: q.search, exclude: q.exclude.join(','), inStock: q.inStock ? '1' : '0' });
  return api<{ items: PickedProduct[] }>(`/api/admin/products/picker?${params}`).then((r) => r.items);
}

export const pickProductsQuery = (q: { search: string; exclude: number[]; inStock: boolean }) =>
  queryOptions({
    queryKey: [...pickerKeys.all, q.search, q.exclude.join(','), q.inStock],
    queryFn: () => pickProducts(q),
    enabled: q.search.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const usePickProducts = (q: { search: string; exclude: number[]; inStock: boolean }) => useQuery(pickProductsQuery(q));

/**
 * A list filter's chosen product (its name and code), kept under the products' key so a product's
 * change refreshes it.
 */
export const chosenProductQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...adminViewKeys.products, 'name', id] as const,
    queryFn: () => api<{ product: { name: string; code: string } }>(`/api/admin/products/${id}`).then((r) => r.product),
    enabled: id !== undefined,
    staleTime: 60_000,
  });

/** What a scanner typed, looked up exactly (barcode or code). */
export const lookupProduct = (code: string) =>
  api<{ product: PickedProduct }>(`/api/admin/products/lookup?code=${encodeURIComponent(code)}`).then((r) => r.product);
