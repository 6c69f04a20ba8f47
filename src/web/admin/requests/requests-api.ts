import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RequestKind } from '@/domain/requests';
import type {
  AwaitingPurchase,
  MerchandiseRequestDetail,
  MyRequestsQuery,
  merchandiseItemStatusSchema,
  merchandiseRequestCreateSchema,
  merchandiseStatusMoveSchema,
  PurchaseRequestDetail,
  purchaseRequestCreateSchema,
  purchaseStatusMoveSchema,
  RequestListQuery,
  RequestPage,
  RequestSummary,
} from '@/domain/schemas/requests';
import { invalidateStockViews } from '../../lib/admin-views';
import { api } from '../../lib/api';
import { pageQuery, recordQuery } from '../../lib/query-options';

// Solicitações de Compra and de Mercadoria, the hub's counts and Acompanhar: one fetch, query
// options and hook per endpoint. Encomendas have their own API file.

const BASE = '/api/admin/requests';
/** Each kind's list (Encomendas have their own API: special-orders-api.ts). */
const LIST_PATH: Record<RequestKind, string> = { purchase: `${BASE}/purchases`, merchandise: `${BASE}/merchandise`, specialOrder: '/api/admin/special-orders' };

export const requestKeys = {
  all: ['admin', 'requests'] as const,
  summary: ['admin', 'requests', 'summary'] as const,
  list: (kind: RequestKind, q: object) => ['admin', 'requests', kind, 'list', q] as const,
  mine: (q: object) => ['admin', 'requests', 'mine', q] as const,
  detail: (kind: RequestKind, id: number) => ['admin', 'requests', kind, 'detail', id] as const,
  awaitingPurchases: ['admin', 'requests', 'purchase', 'awaiting'] as const,
};

export const useRequestSummary = () => useQuery({ queryKey: requestKeys.summary, queryFn: () => api<RequestSummary>(`${BASE}/summary`) });

export const useRequestList = (kind: RequestKind, q: RequestListQuery) => useQuery(pageQuery<RequestPage>(requestKeys.list(kind, q), LIST_PATH[kind], q));
export const useMyRequests = (q: MyRequestsQuery) => useQuery(pageQuery<RequestPage>(requestKeys.mine(q), `${BASE}/mine`, q));

export const usePurchaseRequest = (id: number) =>
  useQuery(recordQuery<PurchaseRequestDetail>(requestKeys.detail('purchase', id), `${BASE}/purchases/${id}`, 'request'));
export const useMerchandiseRequest = (id: number) =>
  useQuery(recordQuery<MerchandiseRequestDetail>(requestKeys.detail('merchandise', id), `${BASE}/merchandise/${id}`, 'request'));

export const purchaseReportUrl = (format: 'pdf' | 'csv') => `${BASE}/purchases/report?format=${format}`;
export const separationPdfUrl = (id: number) => `${BASE}/merchandise/${id}/separation.pdf`;

/** A request that changed changes the lists, the hub's counts, and (shipping) the stock. */
function useInvalidateRequests() {
  const qc = useQueryClient();
  return (stock = false) => Promise.all([qc.invalidateQueries({ queryKey: requestKeys.all }), stock ? invalidateStockViews(qc) : null]);
}

export function useCreatePurchaseRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (body: z.input<typeof purchaseRequestCreateSchema>) => api<{ request: PurchaseRequestDetail }>(`${BASE}/purchases`, { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}

export function useCreateMerchandiseRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (body: z.input<typeof merchandiseRequestCreateSchema>) =>
      api<{ request: MerchandiseRequestDetail }>(`${BASE}/merchandise`, { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}

/** A request's status move (PATCH `path`/status); the lists refetch whether it succeeds or not. */
function useMoveRequest<Body, Detail>(path: string, movesStock?: (body: Body) => boolean) {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (body: Body) => api<{ request: Detail }>(`${path}/status`, { method: 'PATCH', body }),
    onSettled: (_data, _err, body) => invalidate(movesStock?.(body)),
  });
}

export const useMovePurchaseRequest = (id: number) =>
  useMoveRequest<z.input<typeof purchaseStatusMoveSchema>, PurchaseRequestDetail>(`${BASE}/purchases/${id}`);
/** 'Enviado' ships the goods out of the warehouse. */
export const useMoveMerchandiseRequest = (id: number) =>
  useMoveRequest<z.input<typeof merchandiseStatusMoveSchema>, MerchandiseRequestDetail>(`${BASE}/merchandise/${id}`, (body) => body.status === 'Enviado');

export function useSetMerchandiseItems(id: number) {
  const invalidate = useInvalidateRequests();
  return useMutation({
    // One item's status, or every item's at once (the bulk body is the same fields).
    mutationFn: ({ itemId, ...body }: { itemId?: number } & z.input<typeof merchandiseItemStatusSchema>) =>
      api<{ request: MerchandiseRequestDetail }>(
        itemId === undefined ? `${BASE}/merchandise/${id}/items/bulk` : `${BASE}/merchandise/${id}/items/${itemId}/status`,
        {
          method: 'PATCH',
          body,
        },
      ),
    onSettled: () => invalidate(),
  });
}

/** Purchase requests in 'Aguardando Entrega', offered when a receiving check starts. */
export const useAwaitingPurchases = () =>
  useQuery({
    queryKey: requestKeys.awaitingPurchases,
    queryFn: () => api<{ items: AwaitingPurchase[] }>(`${BASE}/purchases/awaiting`).then((r) => r.items),
  });
