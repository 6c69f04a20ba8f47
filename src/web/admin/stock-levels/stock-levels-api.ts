import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DocumentPage } from '@/domain/schemas/stock-documents';
import type { StockLevelListItem, StockLevelListQuery, StockPlace, stockMinimumSchema } from '@/domain/schemas/stock-levels';
import { adminViewKeys } from '../../lib/admin-views';
import { api } from '../../lib/api';
import { pageQuery } from '../../lib/query-options';
import { stockKeys } from '../stock';

const LEVELS = '/api/admin/stock-levels';

// Estoque por local. Its keys sit under the stock views' key, so invalidateStockViews refreshes it
// after anything that moves stock.
export const stockLevelKeys = {
  all: [...stockKeys.all, 'levels'] as const,
  list: (q: StockLevelListQuery) => [...stockKeys.all, 'levels', 'list', q] as const,
  places: () => [...stockKeys.all, 'levels', 'places'] as const,
};

export const useStockLevels = (q: StockLevelListQuery) => useQuery(pageQuery<DocumentPage<StockLevelListItem>>(stockLevelKeys.list(q), LEVELS, q));

/** The places the user may see (the warehouse, their stores), for the place filter. */
export const useStockPlaces = () =>
  useQuery({
    queryKey: stockLevelKeys.places(),
    queryFn: (): Promise<StockPlace[]> => api<{ places: StockPlace[] }>(`${LEVELS}/places`).then((r) => r.places),
    staleTime: 60_000,
  });

/**
 * A store's own minimum of a product (decision 072; null clears it). Estoque por local and the
 * product's stock by place read it, so both refetch.
 */
export const useSetStockMinimum = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof stockMinimumSchema>) => api<{ minStock: number | null }>(`${LEVELS}/minimums`, { method: 'PUT', body }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: stockLevelKeys.all }), qc.invalidateQueries({ queryKey: adminViewKeys.products })]),
  });
};
