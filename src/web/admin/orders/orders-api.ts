import type { z } from 'zod';
import type { AdminOrderDetails, AdminOrderRow } from '@/domain/api/admin-orders';
import type { OrderStatus } from '@/domain/order-status';
import type { OrderListQuery, orderRefundSchema } from '@/domain/schemas/admin-orders';
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
