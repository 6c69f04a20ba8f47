import {
  moveNeedsSettledPayment,
  ORDER_WORKFLOW,
  type OrderStatus,
  PICKUP_STATUSES,
  STATUS_NOT_FOR_DELIVERY_MESSAGE,
  statusFitsDelivery,
} from '../../../domain/order-status';
import { stockStateFor } from '../../../domain/order-stock';
import { noPermissionMessage } from '../../../domain/permissions';
import { canMove, moveNotAllowedMessage, STALE_DOCUMENT_MESSAGE, statusLabel } from '../../../domain/workflow/define-workflow';
import type { SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import type { orders } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import { moveOrder } from '../../workflow/move-order';
import type { PaymentProvider } from '../payments';
import { type FinishCancel, findPendingRefund, lockOrder, REFUND_PENDING_MESSAGE, type ReservedRefund, reserveRefund, sendReservedRefund } from '../payments';
import { ORDER_NOT_FOUND_MESSAGE } from './get-own-order';
import { moveOrderStock } from './order-stock';

type OrderRow = typeof orders.$inferSelect;

export const CANCEL_REFUND_REASON = 'Pedido cancelado no back-office';

export const UNPAID_SHIPPING_MESSAGE =
  'Este pedido ainda não tem pagamento confirmado: ele só pode ser enviado ou entregue depois da confirmação do pagamento.';

export const PICKUP_THROUGH_RETIRADAS_MESSAGE = 'Use a tela Retiradas: "Pronto para retirada" envia o código ao cliente e "Retirado" confere o código.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Moves an online order to any status (requirements §4 enforces no order) through the workflow module:
 * row lock, version check (`version` from the back-office; a stale one answers 409), history and
 * audit — `user` null when the shop itself does it (an unpaid order expiring). The order's stock
 * follows (moveOrderStock, decision 069): Enviado or Entregue consumes its reservation with the sale
 * movement (once: the label may have done it), cancelling releases the reservation or returns goods
 * already out, re-opening a cancelled order reserves again or fails naming the product that no
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
    /**
     * Retiradas' moves (modules/pickups, decision 070), the only way into Pronto para retirada and
     * Retirado: run on the locked row in the move's transaction (their checks throw; the code and
     * its e-mail), returning columns to set — kept out of the history and the audit, as the code is
     * the customer's.
     */
    pickupStep?: (
      tx: Tx,
      row: OrderRow,
    ) => Promise<Partial<Pick<OrderRow, 'pickupCode' | 'pickupReadyAt' | 'pickupExpiredAt' | 'pickupExpiredMailedAt'>> | undefined>;
  },
): Promise<boolean> {
  const { orderId, status, user } = input;
  if (!UUID.test(orderId)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  // A paid order is cancelled once its money is back: the refund is reserved, sent with no lock
  // held, and its answer cancels the order (returning the stock) in the transaction recording it.
  if (status === 'cancelled' && input.payments && !input.onlyIf) {
    const refund = await reserveCancelRefund(db, { ...input, payments: input.payments });
    if (refund) {
      await sendReservedRefund(db, input.payments, refund, { user, finishCancel: cancelRefundedOrder });
      return true;
    }
  }
  let moved = false;
  await moveOrder(db, {
    id: orderId,
    to: status,
    version: input.version,
    note: input.note,
    data: input.set,
    user,
    onlyIf: input.onlyIf,
    effects: async (tx, row, from) => {
      // Decision 070: a pickup order is never Enviado/Entregue, a delivered one never waits at a store.
      if (!statusFitsDelivery(row.deliveryMethod, status)) throw new AppError('MOVE_NOT_ALLOWED', STATUS_NOT_FOR_DELIVERY_MESSAGE(status, row.deliveryMethod));
      if (PICKUP_STATUSES.includes(status) && !input.pickupStep) throw new AppError('MOVE_NOT_ALLOWED', PICKUP_THROUGH_RETIRADAS_MESSAGE);
      // Issue 33: nothing leaves the shop unpaid (a pending, refunded or disputed payment).
      if (moveNeedsSettledPayment(from, status) && row.paymentStatus !== 'paid') throw new AppError('PAYMENT_NOT_SETTLED', UNPAID_SHIPPING_MESSAGE);
      if (status === 'cancelled' && row.paymentStatus === 'paid' && input.mayRefund === false) throw forbidden(noPermissionMessage('payments.refund'));
      const pickup = await input.pickupStep?.(tx, row);
      moved = true;
      await moveOrderStock(tx, row, stockStateFor(row.stockState, status), user);
      return pickup ? { ...input.set, ...pickup } : input.set;
    },
  });
  return moved;
}

/**
 * The second half of cancelling a paid order, once its refund is done (payments/refunds.ts, in the
 * transaction that records the provider's answer — the request's, or the reconciliation job's after
 * a lost answer): the order moves to Cancelado from wherever it is now, with its history, audit and
 * stock returned, as any cancellation.
 */
export const cancelRefundedOrder: FinishCancel = async (tx, order, user, note) => {
  await moveOrder(tx, {
    id: order.id,
    to: 'cancelled',
    note: note ?? undefined,
    user: user as SessionUser | null,
    effects: async (t, row) => {
      await moveOrderStock(t, row, 'released', user);
      return undefined;
    },
  });
};

/**
 * The first half of cancelling an order its provider was paid for (issue 33): under the order's
 * lock, the same checks as the move (version, workflow, permission), then the refund of what is
 * left is reserved — or the one a first try left pending is taken up again. Null when the order is
 * not paid through the provider: the caller moves it as any other.
 */
async function reserveCancelRefund(
  db: Db,
  input: { orderId: string; user: SessionUser | null; version?: number; note?: string; payments: PaymentProvider; mayRefund?: boolean },
): Promise<ReservedRefund | null> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, input.orderId);
    if (row.status === 'cancelled' || row.paymentStatus !== 'paid') return null;
    if (input.version !== undefined && row.version !== input.version) throw new AppError('STALE_DOCUMENT', STALE_DOCUMENT_MESSAGE);
    if (!canMove(ORDER_WORKFLOW, row.status as OrderStatus, 'cancelled')) {
      throw new AppError('MOVE_NOT_ALLOWED', moveNotAllowedMessage(statusLabel(ORDER_WORKFLOW, row.status), statusLabel(ORDER_WORKFLOW, 'cancelled')));
    }
    if (input.mayRefund === false) throw forbidden(noPermissionMessage('payments.refund'));
    // A first try whose answer was lost: asked again under its key, so the money goes back once.
    const pending = await findPendingRefund(tx, row.id);
    if (pending?.kind === 'cancel') return pending;
    if (pending) throw conflict(REFUND_PENDING_MESSAGE);
    return reserveRefund(tx, input.payments, row.id, {
      reason: CANCEL_REFUND_REASON,
      userId: input.user?.id ?? null,
      kind: 'cancel',
      note: input.note,
      ifAny: true,
    });
  });
}
