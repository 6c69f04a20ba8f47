import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PickedProduct } from '@/domain/schemas/product-picker';
import { api } from '../../lib/api';

export type { PickedProduct };

export const pickerKeys = { all: ['admin', 'product-picker'] as const };

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

/** What a scanner typed, looked up exactly (barcode or code). */
export const lookupProduct = (code: string) =>
  api<{ product: PickedProduct }>(`/api/admin/products/lookup?code=${encodeURIComponent(code)}`).then((r) => r.product);
