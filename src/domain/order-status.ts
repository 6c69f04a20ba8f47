import { codeList } from './one-of';
import { defineWorkflow } from './workflow/define-workflow';

export const {
  values: ORDER_STATUSES,
  labels: ORDER_STATUS_LABELS,
  is: isOrderStatus,
  label: orderStatusLabel,
} = codeList(['pending', 'processing', 'shipped', 'delivered', 'cancelled'], {
  pending: 'Pendente',
  processing: 'Processando',
  shipped: 'Enviado',
  delivered: 'Entregue',
  cancelled: 'Cancelado',
});

export type OrderStatus = (typeof ORDER_STATUSES)[number];

// 100 backgrounds with 800/900 text keep WCAG AA contrast for small badge text.
export const ORDER_STATUS_BADGE_CLASSES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 border-amber-200',
  processing: 'bg-blue-100 text-blue-900 border-blue-200',
  shipped: 'bg-purple-100 text-purple-900 border-purple-200',
  delivered: 'bg-green-100 text-green-900 border-green-200',
  cancelled: 'bg-red-100 text-red-900 border-red-200',
};

/** Online orders: any status may be set from any other (requirements §4). */
export const ORDER_WORKFLOW = defineWorkflow({
  type: 'order',
  statuses: ORDER_STATUSES,
  labels: ORDER_STATUS_LABELS,
  initial: 'pending',
  transitions: 'any',
});

/** Statuses past 'Processando': the goods leave the shop, so the payment must be settled first (issue 33). */
export const SHIPPED_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered'];

/**
 * Whether moving an order from `from` to `to` needs its payment settled: entering Enviado or
 * Entregue from an earlier status does; moving between them (the parcel is already out) does not.
 */
export function moveNeedsSettledPayment(from: string, to: string): boolean {
  return SHIPPED_STATUSES.includes(to as OrderStatus) && !SHIPPED_STATUSES.includes(from as OrderStatus);
}

export function orderStatusBadgeClass(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_BADGE_CLASSES[status] : 'bg-gray-100 text-gray-900 border-gray-200';
}
