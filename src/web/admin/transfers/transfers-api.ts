import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DocumentPage } from '@/domain/schemas/stock-documents';
import type {
  TransferDetail,
  TransferListItem,
  TransferListQuery,
  TransferPlace,
  transferCreateSchema,
  transferMoveSchema,
  transferReceiveSchema,
  transferResolveSchema,
} from '@/domain/schemas/transfers';
import { adminViewKeys, invalidateStockViews } from '../../lib/admin-views';
import { api } from '../../lib/api';
import { pageQuery, recordQuery } from '../../lib/query-options';
import { invoiceFilesPending } from '../fiscal';

// Transferências (decision 065): list, places, detail and every move. Under the stock root, so
// anything that moves stock refetches them, and they refetch the stock views.

export const transfersKeys = {
  all: [...adminViewKeys.stock, 'transfers'] as const,
  list: (q: object) => [...adminViewKeys.stock, 'transfers', 'list', q] as const,
  one: (id: number) => [...adminViewKeys.stock, 'transfers', 'one', id] as const,
  places: ['admin', 'transfer-places'] as const,
};

const BASE = '/api/admin/transfers';

export const useTransfers = (q: TransferListQuery) => useQuery(pageQuery<DocumentPage<TransferListItem>>(transfersKeys.list(q), BASE, q));
export const useTransfer = (id: number) =>
  useQuery({
    ...recordQuery<TransferDetail>(transfersKeys.one(id), `${BASE}/${id}`, 'transfer'),
    // An NF-e de transferência being issued is read again until the provider answers and its DANFE and
    // XML are stored (decision 073), as a sale's invoice is: the downloads appear by themselves.
    refetchInterval: (q) => {
      const invoice = q.state.data?.invoice;
      return invoice === 'queued' || (invoice && invoiceFilesPending(invoice)) ? 3_000 : false;
    },
  });
export const useTransferPlaces = () =>
  useQuery({
    queryKey: transfersKeys.places,
    queryFn: async () => (await api<{ places: TransferPlace[] }>(`${BASE}/places`)).places,
    staleTime: 60_000,
  });

export const transferGuiaUrl = (id: number) => `${BASE}/${id}/guia.pdf`;
export const transferNfeUrl = (id: number, kind: 'danfe' | 'xml') => `${BASE}/${id}/nfe/${kind}`;

function useStockMutation<B, R>(fn: (body: B) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateStockViews(qc) });
}

export const useCreateTransfer = () =>
  useStockMutation((body: z.input<typeof transferCreateSchema>) => api<{ transfer: TransferDetail; created: boolean }>(BASE, { method: 'POST', body }));

export type TransferMove = 'separate' | 'send' | 'cancel';
export const useMoveTransfer = (id: number) =>
  useStockMutation(({ move, ...body }: z.input<typeof transferMoveSchema> & { move: TransferMove }) =>
    api<{ transfer: TransferDetail }>(`${BASE}/${id}/${move}`, { method: 'POST', body }),
  );

/** 'Emitir novamente' of a refused NF-e de transferência, through the invoices' own route (fiscal.manage). */
export const useReissueTransferInvoice = (invoiceId: number) =>
  useStockMutation((body: { version: number }) => api<unknown>(`/api/admin/fiscal/invoices/${invoiceId}/reissue`, { method: 'POST', body }));

export const useReceiveTransfer = (id: number) =>
  useStockMutation((body: z.input<typeof transferReceiveSchema>) =>
    api<{ transfer: TransferDetail; posted: boolean }>(`${BASE}/${id}/receive`, { method: 'POST', body }),
  );

export const useResolveTransfer = (id: number) =>
  useStockMutation((body: z.input<typeof transferResolveSchema>) => api<{ transfer: TransferDetail }>(`${BASE}/${id}/resolve`, { method: 'POST', body }));
