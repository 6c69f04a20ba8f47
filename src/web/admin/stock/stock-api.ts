import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DocumentPage,
  StockEntryListItem,
  StockEntryListQuery,
  StockExitDetail,
  StockExitListItem,
  StockExitListQuery,
  stockEntryCreateSchema,
  stockExitCreateSchema,
} from '@/domain/schemas/stock-documents';
import { adminViewKeys, invalidateStockViews } from '../../lib/admin-views';
import { api } from '../../lib/api';
import { pageQuery, recordQuery } from '../../lib/query-options';
import { toSearch } from '../../lib/to-search';

// Entradas, Saídas and Consultar Saídas: one fetch, query options and hook per endpoint.

export const stockKeys = {
  all: adminViewKeys.stock,
  entries: (q: object) => [...adminViewKeys.stock, 'entries', q] as const,
  exits: (q: object) => [...adminViewKeys.stock, 'exits', q] as const,
  exit: (id: number) => [...adminViewKeys.stock, 'exit', id] as const,
};

const ENTRIES = '/api/admin/stock-entries';
const EXITS = '/api/admin/stock-exits';

export const useEntries = (q: StockEntryListQuery) => useQuery(pageQuery<DocumentPage<StockEntryListItem>>(stockKeys.entries(q), ENTRIES, q));
export const useExits = (q: StockExitListQuery) => useQuery(pageQuery<DocumentPage<StockExitListItem>>(stockKeys.exits(q), EXITS, q));
export const useExit = (id: number) => useQuery(recordQuery<StockExitDetail>(stockKeys.exit(id), `${EXITS}/${id}`, 'exit'));

export const exitPdfUrl = (id: number) => `${EXITS}/${id}/guia.pdf`;
export const exitsCsvUrl = (q: Omit<StockExitListQuery, 'page' | 'pageSize'>) => `${EXITS}/export.csv?${toSearch(q)}`;

function useInvalidateStock() {
  const qc = useQueryClient();
  return () => invalidateStockViews(qc);
}

export function useCreateEntry() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: z.input<typeof stockEntryCreateSchema>) =>
      api<{ entry: { id: number; quantity: number }; created: boolean }>(ENTRIES, { method: 'POST', body }),
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

/** 'Estornar' an exit: reversed as an entry is (DELETE, never erased), its units back in stock. */
export function useReverseExit() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (id: number) => api<{ reversed: boolean }>(`${EXITS}/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

export function useCreateExit() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: z.input<typeof stockExitCreateSchema>) => api<{ exit: StockExitDetail; created: boolean }>(EXITS, { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}
