import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminOrderDetails, AdminOrderRow } from '@/domain/api/admin-orders';
import type { OrderStatus } from '@/domain/order-status';
import type { divergentRefundSchema, OrderListQuery, orderRefundSchema } from '@/domain/schemas/admin-orders';
import type { SandboxPaymentAction } from '@/domain/schemas/sandbox-payment';
import { api } from '../../lib/api';
import type { ChangeEffects } from '../../lib/change-effects';
import { toSearch } from '../../lib/to-search';

export type { AdminOrderDetails, AdminOrderRow };
export type OrderList = { items: AdminOrderRow[]; total: number };

export const orderKeys = {
  all: ['admin', 'orders'] as const,
  lists: ['admin', 'orders', 'list'] as const,
  list: (q: OrderListQuery) => ['admin', 'orders', 'list', q] as const,
  detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
};

export const fetchOrders = (q: OrderListQuery) => api<OrderList>(`/api/admin/orders?${toSearch(q)}`);

export const fetchOrder = (id: string) => api<{ order: AdminOrderDetails }>(`/api/admin/orders/${encodeURIComponent(id)}`);

export const updateOrderStatus = (id: string, status: OrderStatus, version: number) =>
  api<{ order: AdminOrderDetails }>(`/api/admin/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status, version } });

export const markPaid = (id: string) =>
  api<{ order: AdminOrderDetails }>(`/api/admin/orders/${encodeURIComponent(id)}/mark-paid`, { method: 'POST', body: {} });

export const refundOrder = (id: string, body: z.input<typeof orderRefundSchema>) =>
  api<{ order: AdminOrderDetails }>(`/api/admin/orders/${encodeURIComponent(id)}/refund`, { method: 'POST', body });

/** 'Estornar' on a divergent payment (issue 33): all that payment still holds goes back to its payer; the order does not change. */
export const refundDivergentPayment = (id: string, providerPaymentId: string, body: z.input<typeof divergentRefundSchema>) =>
  api<{ order: AdminOrderDetails }>(`/api/admin/orders/${encodeURIComponent(id)}/divergent-payments/${encodeURIComponent(providerPaymentId)}/refund`, {
    method: 'POST',
    body,
  });

/** A money action's answer: the order as the server now has it, shown at once in its open details. */
export type OrderAnswer = { order: AdminOrderDetails };

// Every order change is a hook here (docs/DEVELOPING.md, 'Web data'): the screens bring their toasts
// and dialogs through `effects`.

/** A money action on an order: its answer replaces the order's details at once, before the screen's `onSuccess`. */
function useMoneyAction<V>(orderId: string, mutationFn: (vars: V) => Promise<OrderAnswer>, effects: ChangeEffects<OrderAnswer, V>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer: OrderAnswer, vars: V) => {
      qc.setQueryData(orderKeys.detail(orderId), answer);
      await effects.onSuccess?.(answer, vars);
    },
    onError: effects.onError,
  });
}

/** 'Marcar como pago' (a Pix or boleto paid outside the provider). */
export const useMarkPaid = (orderId: string, effects: ChangeEffects<OrderAnswer, void>) => useMoneyAction(orderId, () => markPaid(orderId), effects);

/** 'Estornar': part or all of what is left of the provider's payment. */
export const useRefundOrder = (orderId: string, effects: ChangeEffects<OrderAnswer, z.input<typeof orderRefundSchema>>) =>
  useMoneyAction(orderId, (body: z.input<typeof orderRefundSchema>) => refundOrder(orderId, body), effects);

/** 'Estornar pagamento divergente': all the divergent payment still holds. */
export const useRefundDivergentPayment = (
  orderId: string,
  providerPaymentId: string,
  effects: ChangeEffects<OrderAnswer, z.input<typeof divergentRefundSchema>>,
) => useMoneyAction(orderId, (body: z.input<typeof divergentRefundSchema>) => refundDivergentPayment(orderId, providerPaymentId, body), effects);

/**
 * 'Atualizar Status' from the order's `version` to the status given; the screen refreshes the lists
 * in its `onSuccess` (after the NF-e's cancellation when that is asked too).
 */
export const useUpdateOrderStatus = (order: { id: string; version: number }, effects: ChangeEffects<{ order: AdminOrderDetails }, OrderStatus>) =>
  useMutation({
    mutationFn: (status: OrderStatus) => updateOrderStatus(order.id, status, order.version),
    onSuccess: effects.onSuccess,
    onError: effects.onError,
  });

export const receiptUrl = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}/receipt`;

/** What the sandbox answers a demo control with: its payment as it now stands. */
export type SandboxPaymentMoved = { payment: { id: string; status: string; amountCents: number } };

/**
 * The sandbox's demo controls on an order's payment (decision 060, demo mode only): approve, refuse,
 * charge back, or pay another amount. The order itself follows only the sandbox's notification.
 */
export function useSandboxPaymentAction(orderId: string) {
  return useMutation({
    mutationFn: (body: SandboxPaymentAction) =>
      api<SandboxPaymentMoved>(`/api/admin/sandbox-payments/${encodeURIComponent(orderId)}`, { method: 'POST', body }),
  });
}
