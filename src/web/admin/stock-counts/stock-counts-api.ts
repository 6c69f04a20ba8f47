import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentPage } from '@/domain/schemas/stock-documents';
import type {
  StockCountApplyInput,
  StockCountDetail,
  StockCountLineInput,
  StockCountListQuery,
  StockCountOpenInput,
  StockCountSummary,
} from '@/domain/stock-counts';
import type { NfceImportResult, StoreSaleCreateInput, StoreSaleDetail, StoreSaleListQuery, StoreSaleSummary } from '@/domain/store-sales';
import { adminViewKeys, invalidateStockViews } from '../../lib/admin-views';
import { api } from '../../lib/api';
import { pageQuery, recordQuery } from '../../lib/query-options';

// Inventários and Vendas das lojas (issue 36): under the stock views' key, so anything that moves
// stock refreshes them, and they refresh the stock views when they move it.
export const stockCountKeys = {
  all: [...adminViewKeys.stock, 'counts'] as const,
  list: (q: object) => [...adminViewKeys.stock, 'counts', 'list', q] as const,
  one: (id: number) => [...adminViewKeys.stock, 'counts', 'one', id] as const,
  places: [...adminViewKeys.stock, 'counts', 'places'] as const,
  sales: (q: object) => [...adminViewKeys.stock, 'store-sales', q] as const,
};

const COUNTS = '/api/admin/stock-counts';
const SALES = '/api/admin/store-sales';

export type CountPlace = { id: number; name: string; kind: 'warehouse' | 'store'; storeId: number | null };

export const useCounts = (q: StockCountListQuery) => useQuery(pageQuery<DocumentPage<StockCountSummary>>(stockCountKeys.list(q), COUNTS, q));
export const useCount = (id: number) => useQuery(recordQuery<StockCountDetail>(stockCountKeys.one(id), `${COUNTS}/${id}`, 'count'));
export const useCountPlaces = () =>
  useQuery({ queryKey: stockCountKeys.places, queryFn: () => api<{ places: CountPlace[] }>(`${COUNTS}/places`).then((r) => r.places) });

export function useOpenCount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StockCountOpenInput) => api<{ count: StockCountDetail }>(COUNTS, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: stockCountKeys.all }),
  });
}

/** A counted line, then the count again (a blind count's answer never carries what was expected). */
export function useCountLine(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StockCountLineInput) => api<{ line: { productId: number; counted: number } }>(`${COUNTS}/${id}/lines`, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: stockCountKeys.one(id) }),
  });
}

type Move = 'close' | 'reopen' | 'cancel' | 'approve';

export function useMoveCount(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ move, version }: { move: Move; version?: number }) =>
      api<{ count: StockCountDetail; applied?: boolean }>(`${COUNTS}/${id}/${move}`, { method: 'POST', body: { version } }),
    onSuccess: async (res) => {
      qc.setQueryData(stockCountKeys.one(id), res.count);
      await invalidateStockViews(qc);
    },
  });
}

export function useApplyCount(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StockCountApplyInput) =>
      api<{ count: StockCountDetail; applied: boolean; awaitingApproval: boolean }>(`${COUNTS}/${id}/apply`, { method: 'POST', body }),
    onSuccess: async (res) => {
      qc.setQueryData(stockCountKeys.one(id), res.count);
      await invalidateStockViews(qc);
    },
  });
}

export const useStoreSales = (q: StoreSaleListQuery) => useQuery(pageQuery<DocumentPage<StoreSaleSummary>>(stockCountKeys.sales(q), SALES, q));

/** 'Baixa de venda': the typed sale leaves the store's stock (once per idempotency key), then the stock views refresh. */
export function usePostStoreSale() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSaleCreateInput) => api<{ sale: StoreSaleDetail; created: boolean }>(SALES, { method: 'POST', body }),
    onSuccess: () => invalidateStockViews(qc),
  });
}

export function useImportNfce() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, files }: { storeId: number; files: File[] }) => {
      const form = new FormData();
      form.set('storeId', String(storeId));
      for (const f of files) form.append('files', f);
      return api<{ results: NfceImportResult[] }>(`${SALES}/nfce`, { method: 'POST', body: form });
    },
    onSuccess: () => invalidateStockViews(qc),
  });
}
