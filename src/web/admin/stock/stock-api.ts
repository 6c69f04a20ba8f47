import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { pageQuery, recordQuery } from '../../lib/query-options';
import { toSearch } from '../../lib/to-search';

// Entradas, Saídas and Consultar Saídas: one fetch, query options and hook per endpoint.

export const stockKeys = {
  all: ['admin', 'stock'] as const,
  entries: (q: object) => ['admin', 'stock', 'entries', q] as const,
  exits: (q: object) => ['admin', 'stock', 'exits', q] as const,
  exit: (id: number) => ['admin', 'stock', 'exit', id] as const,
};

const ENTRIES = '/api/admin/stock-entries';
const EXITS = '/api/admin/stock-exits';

export const useEntries = (q: StockEntryListQuery) => useQuery(pageQuery<DocumentPage<StockEntryListItem>>(stockKeys.entries(q), ENTRIES, q));
export const useExits = (q: StockExitListQuery) => useQuery(pageQuery<DocumentPage<StockExitListItem>>(stockKeys.exits(q), EXITS, q));
export const useExit = (id: number) => useQuery(recordQuery<StockExitDetail>(stockKeys.exit(id), `${EXITS}/${id}`, 'exit'));

export const exitPdfUrl = (id: number) => `${EXITS}/${id}/guia.pdf`;
export const exitsCsvUrl = (q: Omit<StockExitListQuery, 'page' | 'pageSize'>) => `${EXITS}/export.csv?${toSearch(q)}`;

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
    mutationFn: (body: EntryBody) => api<{ entry: { id: number; quantity: number }; created: boolean }>(ENTRIES, { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}

export function useReverseEntry() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (id: number) => api<{ reversed: boolean }>(`${ENTRIES}/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

export function useCreateExit() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: StockExitCreateInput) => api<{ exit: StockExitDetail; created: boolean }>(EXITS, { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}
