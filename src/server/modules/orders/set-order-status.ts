import { eq } from 'drizzle-orm';
import { moveNeedsSettledPayment, ORDER_WORKFLOW, type OrderStatus } from '../../../domain/order-status';
import { noPermissionMessage } from '../../../domain/permissions';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { orderItems, orderStatusHistory, orders } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../http/errors';
import { moveDocument } from '../../workflow/move-document';
import type { PaymentProvider } from '../payments/payment-provider';
import { refundOrderPaymentTx } from '../payments/refund-order-payment';
import { changeStock, InsufficientStockError } from '../stock/change-stock';
import { ORDER_NOT_FOUND_MESSAGE } from './get-own-order';

type StockedItem = { productId: number; quantity: number };
type OrderRow = typeof orders.$inferSelect;

export const CANCEL_REFUND_REASON = 'Pedido cancelado no back-office';

export const UNPAID_SHIPPING_MESSAGE =
  'Este pedido ainda não tem pagamento confirmado: ele só pode ser enviado ou entregue depois da confirmação do pagamento.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Moves an online order to any status (requirements §4 enforces no order) through the workflow module:
 * row lock, version check (`version` from the back-office; a stale one answers 409), history and
 * audit — `user` null when the shop itself does it (an unpaid order expiring). Cancelling returns
 * the stock; re-opening a cancelled order takes it again, or fails naming the product that no
 * longer has enough (requirements §4, decision 007). Enviado and Entregue need a settled payment (issue 33). With `onlyIf`, a row that no longer qualifies is left alone
 * (false). Returns whether the order moved.
 */
export async function setOrderStatus(
  db: Db,
  input: {
    orderId: string;
    status: OrderStatus;
    user: SessionUser | null;
    version?: number;
    note?: string;
    onlyIf?: (row: OrderRow) => boolean;
    set?: Partial<Pick<OrderRow, 'paymentStatus'>>;
    /** The shop's provider: cancelling an order its provider was paid for refunds that payment. */
    payments?: PaymentProvider;
    /** False when the user lacks 'payments.refund': cancelling a paid order is refused (403). Omitted: the shop itself. */
    mayRefund?: boolean;
  },
): Promise<boolean> {
  const { orderId, status, user } = input;
  if (!UUID.test(orderId)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  let moved = false;
  await moveDocument(db, {
    table: orders,
    workflow: ORDER_WORKFLOW,
    id: orderId,
    to: status,
    version: input.version,
    note: input.note,
    data: input.set,
    user,
    notFoundMessage: ORDER_NOT_FOUND_MESSAGE,
    onlyIf: input.onlyIf,
    effects: async (tx, row, from) => {
      // Issue 33: nothing leaves the shop unpaid (a pending, refunded or disputed payment).
      if (moveNeedsSettledPayment(from, status) && row.paymentStatus !== 'paid') throw new AppError('PAYMENT_NOT_SETTLED', UNPAID_SHIPPING_MESSAGE);
      if (status === 'cancelled' && row.paymentStatus === 'paid' && input.mayRefund === false) throw forbidden(noPermissionMessage('payments.refund'));
      moved = true;
      if (status === 'cancelled' && input.payments && row.paymentStatus === 'paid') {
        const refunded = await refundOrderPaymentTx(tx, input.payments, row, { user, reason: CANCEL_REFUND_REASON });
        if (refunded?.full) return { ...input.set, paymentStatus: 'refunded' };
      }
      const items = await tx.select({ productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
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
          throw new AppError(
            'INSUFFICIENT_STOCK',
            `Não é possível reabrir o pedido: estoque insuficiente de "${err.productName}" (disponível ${err.available}, necessário ${err.requested}).`,
          );
        }
      }
      return input.set;
    },
    // Orders keep their own history table (the customer's and the back-office's order pages read it).
    recordHistory: async (tx, entry) => {
      await tx.insert(orderStatusHistory).values({ orderId, fromStatus: entry.from, toStatus: entry.to, note: entry.note, userId: entry.user?.id ?? null });
    },
  });
  return moved;
}
