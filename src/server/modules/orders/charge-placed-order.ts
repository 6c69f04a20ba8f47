import { and, eq, sql } from 'drizzle-orm';
import type { RemotePaymentInput } from '../../../domain/schemas/remote-checkout';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { enqueueSql } from '../../mail/outbox';
import {
  checkoutOutcome,
  checkoutPaymentCtes,
  collectRemotePayment,
  type OrderToCharge,
  PaymentDeclinedError,
  PaymentOutcomeUnknownError,
  PaymentProviderError,
  type ProviderPayment,
  type RemoteCharge,
  type RemotePayments,
} from '../payments';
import { type ConfirmationInput, orderConfirmationEmail } from './order-email';
import { moveOrderStock } from './order-stock';
import { updatePaymentCtes } from './order-write-sql';

/** What the charge of a committed order needs to know about it. */
export type PlacedOrder = OrderToCharge & { userId: string; createdAt: Date };

const DEAD = new Set(['rejected', 'cancelled']);

/** Of the charges the provider holds for an order, the one that counts: a live one before a refused one, newest first. */
function chargeThatCounts(found: ProviderPayment[]): ProviderPayment | null {
  return found.find((p) => !DEAD.has(p.status)) ?? found[0] ?? null;
}

/**
 * Charges an order already committed ('aguardando pagamento', its stock held), outside any
 * transaction: no row lock or pooled connection waits on the provider (issue 33 item 2). The key
 * sent is derived from the order (collect-remote-payment.ts), so a repeated try can never charge
 * twice. An answer lost to timeouts is resolved by looking the order's charge up at the provider
 * (external_reference) before anything else; when nothing is found, the order stays reserved and
 * the customer's repeated submit (same checkout key) looks again first (`lookFirst`). A definite
 * refusal (declined card, data the provider refuses) withdraws the order: its stock returns and no
 * order remains (requirements §5: a declined card creates no order).
 */
export async function chargePlacedOrder(
  db: Db,
  remote: RemotePayments,
  order: PlacedOrder,
  payment: RemotePaymentInput,
  opts: { lookFirst: boolean; providerName?: string },
): Promise<RemoteCharge> {
  let charge = opts.lookFirst ? chargeThatCounts(await remote.findPayments(order.id)) : null;
  if (!charge) {
    try {
      return await collectRemotePayment(remote, payment, order, opts.providerName);
    } catch (err) {
      // A repeated submit may run while the first one's charge is still at the provider, which may
      // refuse the same key meanwhile: that refusal says nothing of the charge, so the order stays.
      if (opts.lookFirst && err instanceof PaymentProviderError && !(err instanceof PaymentOutcomeUnknownError)) throw err;
      if (!(err instanceof PaymentOutcomeUnknownError)) {
        // The provider answered: nothing was charged.
        await withdrawUnchargedOrder(db, order.id);
        throw err;
      }
      const found = await remote.findPayments(order.id).catch(() => []);
      charge = chargeThatCounts(found);
      // Still unknown: the order stays reserved, and the next try looks again before charging.
      if (!charge) throw err;
    }
  }
  if (DEAD.has(charge.status)) {
    await withdrawUnchargedOrder(db, order.id);
    throw new PaymentDeclinedError();
  }
  return { charge, outcome: checkoutOutcome(charge, opts.providerName) };
}

/**
 * Records a checkout's charge on its order in one statement: the order's payment columns (only while
 * no charge is recorded on it), then, only if it took them, the payment row, the confirmation e-mail
 * and the emptied cart. Two submits of one checkout that both got the (same) charge queue on the
 * order's row lock, and the second finds the charge recorded: the e-mail goes once (issue 38: what
 * was a transaction of five statements is one).
 */
export async function recordOrderCharge(
  db: Db,
  providerName: string,
  order: { id: string; userId: string; createdAt: Date },
  { charge, outcome }: RemoteCharge,
  email: Omit<ConfirmationInput, 'cardBrand' | 'cardLast4' | 'pixPayload' | 'boletoLine' | 'boletoDueDate'>,
): Promise<void> {
  const mail = orderConfirmationEmail({
    ...email,
    cardBrand: outcome.cardBrand,
    cardLast4: outcome.cardLast4,
    pixPayload: outcome.pixPayload,
    boletoLine: outcome.boletoLine,
    boletoDueDate: charge.method === 'boleto' ? charge.expiresAt : null,
  });
  const took = sql`EXISTS (SELECT 1 FROM paid_order)`;
  await db.execute(
    sql`WITH ${updatePaymentCtes(order.id, outcome, { userId: order.userId, at: order.createdAt })},
      ${checkoutPaymentCtes(providerName, order.id, charge, took)},
      queued_email AS (${enqueueSql(mail, took)}),
      cleared_cart AS (DELETE FROM cart_items WHERE user_id = ${order.userId} AND ${took})
      SELECT 1`,
  );
}

/**
 * Takes back an order the provider refused to charge: its reservation is let go (an order placed
 * before reservations returns its goods with a 'sale_cancel', its sale staying as a movement) and the order row goes with its lines and history,
 * so the customer sees no order and may try again with the same checkout. Only an order still
 * unpaid with no charge recorded is touched.
 */
export async function withdrawUnchargedOrder(db: Db, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        paymentStatus: orders.paymentStatus,
        userId: orders.userId,
        reference: orders.paymentReference,
        stockState: orders.stockState,
        fulfilmentLocationId: orders.fulfilmentLocationId,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (row?.paymentStatus !== 'pending' || row.reference) return;
    const [charged] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId)).limit(1);
    if (charged) return;
    await moveOrderStock(tx, { id: orderId, stockState: row.stockState, fulfilmentLocationId: row.fulfilmentLocationId }, 'released', { id: row.userId });
    await tx.delete(orders).where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')));
  });
}
