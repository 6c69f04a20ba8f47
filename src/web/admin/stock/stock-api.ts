import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DocumentPage,
  StockEntryCreateInput,
  StockEntryListItem,
  StockEntryListQuery,
  StockExitCreateInput,
  StockExitDetail,
  StockExitListItem,
  StockExitListQuery,
} from '@/domain/schemas/stock-documents';
import { api } from '../../lib/api';
import { toSearch } from '../../lib/to-search';

// Entradas, Saídas and Consultar Saídas: one fetch, query options and hook per endpoint.

export const stockKeys = {
  all: ['admin', 'stock'] as const,
  entries: (q: object) => ['admin', 'stock', 'entries', q] as const,
  exits: (q: object) => ['admin', 'stock', 'exits', q] as const,
  exit: (id: number) => ['admin', 'stock', 'exit', id] as const,
};

export { toSearch };

export const entriesQuery = (q: StockEntryListQuery) =>
  queryOptions({
    queryKey: stockKeys.entries(q),
    queryFn: () => api<DocumentPage<StockEntryListItem>>(`/api/admin/stock-entries?${toSearch(q)}`),
    placeholderData: keepPreviousData,
  });
export const useEntries = (q: StockEntryListQuery) => useQuery(entriesQuery(q));

export const exitsQuery = (q: StockExitListQuery) =>
  queryOptions({
    queryKey: stockKeys.exits(q),
    queryFn: () => api<DocumentPage<StockExitListItem>>(`/api/admin/stock-exits?${toSearch(q)}`),
    placeholderData: keepPreviousData,
  });
export const useExits = (q: StockExitListQuery) => useQuery(exitsQuery(q));

export const exitQuery = (id: number) =>
  queryOptions({ queryKey: stockKeys.exit(id), queryFn: () => api<{ exit: StockExitDetail }>(`/api/admin/stock-exits/${id}`).then((r) => r.exit) });
export const useExit = (id: number) => useQuery(exitQuery(id));

export const exitPdfUrl = (id: number) => `/api/admin/stock-exits/${id}/guia.pdf`;
export const exitsCsvUrl = (q: Omit<StockExitListQuery, 'page' | 'pageSize'>) => `/api/admin/stock-exits/export.csv?${toSearch(q)}`;

/** Every stock list and the warehouse figures change after an entry or exit. */
function useInvalidateStock() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: stockKeys.all }),
      qc.invalidateQueries({ queryKey: ['admin', 'products'] }),
      qc.invalidateQueries({ queryKey: ['admin', 'product-picker'] }),
      qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
}

type EntryBody = Omit<StockEntryCreateInput, 'quantity'> & { quantity: number | string };

export function useCreateEntry() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: EntryBody) => api<{ entry: { id: number; quantity: number }; created: boolean }>('/api/admin/stock-entries', { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}

export function useReverseEntry() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (id: number) => api<{ reversed: boolean }>(`/api/admin/stock-entries/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

export function useCreateExit() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: StockExitCreateInput) => api<{ exit: StockExitDetail; created: boolean }>('/api/admin/stock-exits', { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}
