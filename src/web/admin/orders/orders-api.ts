import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminOrderDetails, AdminOrderRow } from '@/domain/api/admin-orders';
import type { OrderStatus } from '@/domain/order-status';
import type { OrderListQuery, orderRefundSchema } from '@/domain/schemas/admin-orders';
import type { SandboxPaymentAction } from '@/domain/schemas/sandbox-payment';
import { api } from '../../lib/api';
import { toSearch } from '../../lib/to-search';

export type { AdminOrderDetails, AdminOrderRow };
export type OrderList = { items: AdminOrderRow[]; total: number };

export const orderKeys = {
  all: ['admin', 'orders'] as const,
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
