import { eq } from 'drizzle-orm';
import type { OrderStockState } from '../../../domain/order-stock';
import type { SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import { changeStock, InsufficientStockError, reserveStock } from '../stock';

/** What an order's stock moves need of its row, read under the order's lock. */
export type OrderStockRow = { id: string; stockState: OrderStockState; fulfilmentLocationId: number };

type Line = { productId: number; quantity: number };

const reopenShortMessage = (err: InsufficientStockError) =>
  `Não é possível reabrir o pedido: estoque insuficiente de "${err.productName}" (disponível ${err.available}, necessário ${err.requested}).`;

/**
 * Brings an order's stock to `target` (decision 069), under the order's row lock held by the caller,
 * so each step happens once whoever gets there first:
 * - reserved → consumed: the 'sale' movement out of the fulfilling place, out of its reservation;
 * - reserved → released: the reservation is let go, no movement (the sold counter goes back);
 * - consumed or taken (placed before reservations) → released: the goods come back with a
 *   'sale_cancel' movement, as cancelling always did;
 * - released → reserved or consumed: a cancelled order re-opened holds (or, straight to Enviado or
 *   Entregue, takes) its units again, or fails naming the product short of them.
 * Returns whether anything changed.
 */
export async function moveOrderStock(tx: Tx, order: OrderStockRow, target: OrderStockState, user: Pick<SessionUser, 'id'> | null): Promise<boolean> {
  const from = order.stockState;
  if (from === target) return false;
  const items = await tx.select({ productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id));
  // Lines of products deleted since the sale have nothing to hold, take or return.
  const lines = items.filter((i): i is Line => i.productId !== null);
  const locationId = order.fulfilmentLocationId;
  const ref = { refType: 'order', refId: order.id, userId: user?.id ?? null, locationId };
  if (from === 'reserved' && target === 'consumed') {
    await changeStock(
      tx,
      lines.map((l) => ({ productId: l.productId, quantity: -l.quantity, kind: 'sale', fromReserved: true, ...ref })),
    );
  } else if (from === 'reserved' && target === 'released') {
    await reserveStock(
      tx,
      lines.map((l) => ({ productId: l.productId, locationId, quantity: -l.quantity })),
      { unitsSold: true },
    );
  } else if ((from === 'consumed' || from === 'taken') && target === 'released') {
    await changeStock(
      tx,
      lines.map((l) => ({ productId: l.productId, quantity: l.quantity, kind: 'sale_cancel', ...ref })),
      { unitsSold: true },
    );
  } else if (from === 'released' && (target === 'reserved' || target === 'consumed')) {
    try {
      if (target === 'reserved') {
        await reserveStock(
          tx,
          lines.map((l) => ({ productId: l.productId, locationId, quantity: l.quantity })),
          { unitsSold: true },
        );
      } else {
        await changeStock(
          tx,
          lines.map((l) => ({ productId: l.productId, quantity: -l.quantity, kind: 'sale_reopen', ...ref })),
          { unitsSold: true },
        );
      }
    } catch (err) {
      if (!(err instanceof InsufficientStockError)) throw err;
      throw new AppError('INSUFFICIENT_STOCK', reopenShortMessage(err));
    }
  } else {
    // Goods already out are never put back on hold: only cancelling returns them.
    return false;
  }
  await tx.update(orders).set({ stockState: target }).where(eq(orders.id, order.id));
  return true;
}

/**
 * The order's goods leave the fulfilling place (issue 37: the label is bought, in the transaction
 * that records it): locks the order and consumes its reservation if it still holds one — once,
 * whether the label or Enviado comes first. Returns whether it did.
 */
export async function consumeOrderStock(tx: Tx, orderId: string, user: Pick<SessionUser, 'id'> | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id, stockState: orders.stockState, fulfilmentLocationId: orders.fulfilmentLocationId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (row?.stockState !== 'reserved') return false;
  return moveOrderStock(tx, row, 'consumed', user);
}
