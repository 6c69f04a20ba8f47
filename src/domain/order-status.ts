import { codeList } from './one-of';
import { defineWorkflow } from './workflow/define-workflow';

export const {
  values: ORDER_STATUSES,
  labels: ORDER_STATUS_LABELS,
  is: isOrderStatus,
  label: orderStatusLabel,
} = codeList(['pending', 'processing', 'shipped', 'delivered', 'ready_for_pickup', 'picked_up', 'cancelled'], {
  pending: 'Pendente',
  processing: 'Processando',
  shipped: 'Enviado',
  delivered: 'Entregue',
  // 'Retirar na loja' (issue 37, decision 070): the store has it ready, then hands it over.
  ready_for_pickup: 'Pronto para retirada',
  picked_up: 'Retirado',
  cancelled: 'Cancelado',
});

export type OrderStatus = (typeof ORDER_STATUSES)[number];

// 100 backgrounds with 800/900 text keep WCAG AA contrast for small badge text.
export const ORDER_STATUS_BADGE_CLASSES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 border-amber-200',
  processing: 'bg-blue-100 text-blue-900 border-blue-200',
  shipped: 'bg-purple-100 text-purple-900 border-purple-200',
  delivered: 'bg-green-100 text-green-900 border-green-200',
  ready_for_pickup: 'bg-teal-100 text-teal-900 border-teal-200',
  picked_up: 'bg-green-100 text-green-900 border-green-200',
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

/**
 * Statuses past 'Processando' where the goods have left the shop — posted, delivered, or handed
 * over at a store — so the payment must be settled first (issue 33).
 */
export const SHIPPED_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered', 'picked_up'];

/** The statuses of 'Retirar na loja' only; a shipped order never takes them, a pickup order never the carriers'. */
export const PICKUP_STATUSES: readonly OrderStatus[] = ['ready_for_pickup', 'picked_up'];
const CARRIER_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered'];

/**
 * Whether an order delivered by `deliveryMethod` may be in `status` (decision 070): one state
 * machine for every order, with the pickup statuses for pickup orders and Enviado/Entregue for the
 * others. Pronto para retirada and Retirado are entered only through Retiradas' actions (the code
 * is made and e-mailed, then checked): the status dialog does not offer them.
 */
export function statusFitsDelivery(deliveryMethod: string, status: OrderStatus): boolean {
  return deliveryMethod === 'pickup' ? !CARRIER_STATUSES.includes(status) : !PICKUP_STATUSES.includes(status);
}

/** The statuses the back-office's status dialog offers an order of this delivery method. */
export function manualStatusesFor(deliveryMethod: string): OrderStatus[] {
  return ORDER_STATUSES.filter((s) => statusFitsDelivery(deliveryMethod, s) && !PICKUP_STATUSES.includes(s));
}

export const STATUS_NOT_FOR_DELIVERY_MESSAGE = (status: OrderStatus, deliveryMethod: string) =>
  deliveryMethod === 'pickup'
    ? `Um pedido para retirar na loja não passa para "${ORDER_STATUS_LABELS[status]}".`
    : `Só um pedido para retirar na loja passa para "${ORDER_STATUS_LABELS[status]}".`;

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
