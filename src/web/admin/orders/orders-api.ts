import type { OrderStatus } from '@/domain/order-status';
import type { AdminOrderDetails } from '@/domain/api/admin-orders';
import type { AdminOrderRow } from '@/domain/api/admin-orders';
import { api } from '../../lib/api';

export type { AdminOrderDetails, AdminOrderRow };
export type OrderList = { items: AdminOrderRow[]; total: number };
export type OrderFilters = { search: string; status: OrderStatus | ''; page: number; pageSize: number };

export const ordersKey = ['admin', 'orders'] as const;

export function fetchOrders(f: OrderFilters) {
  const q = new URLSearchParams({ search: f.search, status: f.status, page: String(f.page), pageSize: String(f.pageSize) });
  return api<OrderList>(`/api/admin/orders?${q}`);
}

export const fetchOrder = (id: string) => api<{ order: AdminOrderDetails }>(`/api/admin/orders/${encodeURIComponent(id)}`);

export const updateOrderStatus = (id: string, status: OrderStatus, version: number) =>
  api<{ order: AdminOrderDetails }>(`/api/admin/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status, version } });

export const markPaid = (id: string) =>
  api<{ order: AdminOrderDetails }>(`/api/admin/orders/${encodeURIComponent(id)}/mark-paid`, { method: 'POST', body: {} });

export const receiptUrl = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}/receipt`;
