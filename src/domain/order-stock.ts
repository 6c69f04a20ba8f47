import { codeList } from './one-of';
import { type OrderStatus, SHIPPED_STATUSES } from './order-status';

/**
 * Where an online order's goods stand in the ledger (issue 36, decision 069):
 * - 'reserved': held at the fulfilling place since the order was placed (no movement yet);
 * - 'consumed': the sale movement was written when it shipped (label bought, or Enviado/Entregue);
 * - 'released': cancelled, nothing held or taken (a reservation let go, or the goods returned);
 * - 'taken': placed before reservations existed — its sale movement was written at placement, so
 *   it behaves as consumed (cancelling returns the goods with a movement, as it always did).
 */
export const {
  values: ORDER_STOCK_STATES,
  labels: ORDER_STOCK_STATE_LABELS,
  is: isOrderStockState,
  label: orderStockStateLabel,
} = codeList(['reserved', 'consumed', 'released', 'taken'], {
  reserved: 'Reservado',
  consumed: 'Saiu do estoque',
  released: 'Liberado',
  taken: 'Baixado na compra',
});

export type OrderStockState = (typeof ORDER_STOCK_STATES)[number];

/** Whether the order's goods are out of the ledger already (a sale movement was written). */
export const stockWasTaken = (state: OrderStockState) => state === 'consumed' || state === 'taken';

/**
 * The state an order's stock must reach when the order moves to `status`: cancelled lets everything
 * go; Enviado and Entregue take the goods out; any other status holds them (a cancelled order
 * re-opened reserves again). An order whose goods are already out stays so until it is cancelled.
 */
export function stockStateFor(current: OrderStockState, status: OrderStatus): OrderStockState {
  if (status === 'cancelled') return 'released';
  if (stockWasTaken(current)) return current;
  if (SHIPPED_STATUSES.includes(status)) return 'consumed';
  return 'reserved';
}
