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

/**
 * Moves an order to any status (SPEC 4 enforces no order), recording who and when. Cancelling
 * returns the stock; re-opening a cancelled order takes it again, or fails naming the product
 * that no longer has enough (DESIGN 1.5).
 */
export async function setOrderStatus(
  db: Db,
  input: { orderId: string; status: OrderStatus; user: SessionUser; note?: string },
): Promise<void> {
  const { orderId, status, user } = input;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const from = order.status;
    if (from === status) return;
    const items = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    // Lines of products deleted since the sale have nothing to return or take.
    const stocked = items.filter((i): i is StockedItem => i.productId !== null);
    const ref = { refType: 'order', refId: orderId, userId: user.id };
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
    await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, fromStatus: from, toStatus: status, note: input.note ?? '', userId: user.id });
    await recordAudit(tx, user, { action: 'update', entity: 'order', entityId: orderId, before: { status: from }, after: { status } });
  });
}
