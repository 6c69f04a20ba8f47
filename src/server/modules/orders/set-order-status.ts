import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/order-status';
import { recordAudit } from '../../audit/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatusHistory } from '../../db/schema';
import { conflict } from '../../http/errors';
import { changeStock, InsufficientStockError } from '../stock/change-stock';
import { lockOrder } from './lock-order';

type StockedItem = { productId: number; quantity: number };
type OrderRow = typeof orders.$inferSelect;

/**
 * Moves an order to any status (SPEC 4 enforces no order), recording who and when — `user` null
 * when the shop itself does it (an unpaid order expiring). Cancelling returns the stock;
 * re-opening a cancelled order takes it again, or fails naming the product that no longer has
 * enough (DESIGN 1.5). With `onlyIf`, the locked row is checked first and nothing happens (false)
 * when it no longer qualifies.
 */
export async function setOrderStatus(
  db: Db,
  input: {
    orderId: string;
    status: OrderStatus;
    user: SessionUser | null;
    note?: string;
    onlyIf?: (row: OrderRow) => boolean;
    set?: Partial<Pick<OrderRow, 'paymentStatus'>>;
  },
): Promise<boolean> {
  const { orderId, status, user } = input;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (input.onlyIf && !input.onlyIf(order)) return false;
    const from = order.status;
    if (from === status) return false;
    const items = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    // Lines of products deleted since the sale have nothing to return or take.
    const stocked = items.filter((i): i is StockedItem => i.productId !== null);
    const ref = { refType: 'order', refId: orderId, userId: user?.id ?? null };
    if (status === 'cancelled') {
      await changeStock(
        tx,
        stocked.map((i) => ({ productId: i.productId, quantity: i.quantity, kind: 'sale_cancel', ...ref })),
        { unitsSold: true },
      );
    } else if (from === 'cancelled') {
      try {
        await changeStock(
          tx,
          stocked.map((i) => ({ productId: i.productId, quantity: -i.quantity, kind: 'sale_reopen', ...ref })),
          { unitsSold: true },
        );
      } catch (err) {
        if (!(err instanceof InsufficientStockError)) throw err;
        throw conflict(
          `Não é possível reabrir o pedido: estoque insuficiente de "${err.productName}" (disponível ${err.available}, necessário ${err.requested}).`,
          'INSUFFICIENT_STOCK',
        );
      }
    }
    await tx.update(orders).set({ status, ...input.set, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, fromStatus: from, toStatus: status, note: input.note ?? '', userId: user?.id ?? null });
    await recordAudit(tx, user, {
      action: 'update',
      entity: 'order',
      entityId: orderId,
      before: { status: from, ...(input.set ? { paymentStatus: order.paymentStatus } : {}) },
      after: { status, ...input.set, ...(input.note && !user ? { note: input.note } : {}) },
    });
    return true;
  });
}
