import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DispatchOrder } from '@/domain/api/shipments';
import type { ShippingQuote } from '@/domain/shipping';
import { api } from '../../lib/api';

// Expedição (issue 37): the orders waiting to ship, their quotes, buying, cancelling, and the demo's carrier events.

export const shipmentsKeys = {
  all: ['admin', 'shipments'] as const,
  queue: ['admin', 'shipments', 'queue'] as const,
  quotes: (orderId: string) => ['admin', 'shipments', 'quotes', orderId] as const,
};

const BASE = '/api/admin/shipments';

export const useDispatchQueue = () => useQuery({ queryKey: shipmentsKeys.queue, queryFn: () => api<{ orders: DispatchOrder[] }>(BASE).then((r) => r.orders) });

export const useOrderQuotes = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: shipmentsKeys.quotes(orderId),
    queryFn: () => api<{ quotes: ShippingQuote[] }>(`${BASE}/orders/${orderId}/quotes`).then((r) => r.quotes),
    enabled,
    retry: false,
  });

function useQueueMutation<T>(fn: (arg: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: shipmentsKeys.all }) });
}

export const useBuyLabel = () =>
  useQueueMutation(({ orderId, serviceId }: { orderId: string; serviceId: string }) => api(`${BASE}/orders/${orderId}/label`, { body: { serviceId } }));
export const useCancelLabel = () => useQueueMutation(({ id, reason }: { id: number; reason: string }) => api(`${BASE}/${id}/cancel`, { body: { reason } }));
export const useSandboxEvent = () =>
  useQueueMutation(({ id, status }: { id: number; status: 'posted' | 'delivered' }) => api(`${BASE}/${id}/sandbox-event`, { body: { status } }));

export const labelUrl = (id: number) => `${BASE}/${id}/label`;
export const PICK_LIST_URL = `${BASE}/pick-list.pdf`;
