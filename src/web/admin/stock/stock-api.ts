import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { api } from '../../lib/api';
import { pageQuery, recordQuery } from '../../lib/query-options';
import { toSearch } from '../../lib/to-search';
import { dashboardKeys } from '../dashboard/dashboard-api';
import { pickerKeys } from '../documents/product-picker-api';
import { productKeys } from '../products/products-api';
import { staffKeys } from '../staff/staff-api';

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

/**
 * What shows stock, refetched after anything moves it (an entry, exit, check, shipped request or
 * adjustment): the stock lists, the products and the warehouse figures, the picker's stock, the
 * dashboard and the staff pages (their documents and counts).
 */
export const invalidateStockViews = (qc: QueryClient) =>
  Promise.all([stockKeys.all, productKeys.all, pickerKeys.all, dashboardKeys.all, staffKeys.all].map((queryKey) => qc.invalidateQueries({ queryKey })));

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
