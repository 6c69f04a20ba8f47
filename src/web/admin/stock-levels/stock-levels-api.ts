import { useQuery } from '@tanstack/react-query';
import type { DocumentPage } from '@/domain/schemas/stock-documents';
import type { StockLevelListItem, StockLevelListQuery, StockPlace } from '@/domain/schemas/stock-levels';
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
