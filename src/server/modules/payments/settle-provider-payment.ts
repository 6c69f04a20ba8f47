import { and, eq } from 'drizzle-orm';
import { formatBRL } from '../../../domain/money';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { orders, type PaymentInstructions, paymentStatusHistory, payments } from '../../db/schema';
import { movePaymentOnOrder } from '../../workflow/move-order';
import { recordOrderPaid } from './mark-order-paid';
import { giveBackOrphanCharge } from './orphan-charge';
import { type ProviderPayment, providerLabel } from './payment-provider';
import { LATE_PAYMENT_REFUNDED_NOTE, type ReservedRefund, reserveRefund, sendReservedRefund } from './refunds';

/**
 * How far along a provider's payment is. A status only moves to an equal or higher rank, so a
 * notification delivered late ('pending' after 'approved') changes nothing; the one exception is a
 * dispute won (in_mediation → approved).
 */
const RANK: Record<string, number> = {
  pending: 0,
  in_process: 0,
  authorized: 0,
  rejected: 1,
  cancelled: 1,
  approved: 2,
  in_mediation: 3,
  refunded: 4,
  charged_back: 4,
};
const rankOf = (status: string) => RANK[status] ?? 0;

/** The one move back: a dispute the shop won ends with the payment approved again (issue 33). */
const disputeWon = (from: string, to: string) => from === 'in_mediation' && to === 'approved';

// The order's history names the live provider (Mercado Pago, or the sandbox on the same path).
export const providerPaidNote = (provider: string) => `Pagamento aprovado pelo ${providerLabel(provider)}`;
export const latePaymentNote = (provider: string) => `Pagamento aprovado pelo ${providerLabel(provider)} depois do cancelamento do pedido`;
export { LATE_PAYMENT_REFUNDED_NOTE } from './refunds';
export const providerRefundedNote = (provider: string) => `Pagamento estornado no ${providerLabel(provider)}`;
export const CHARGEBACK_NOTE = 'Pagamento contestado pelo titular do cartão (chargeback)';
export const disputeWonNote = (provider: string) => `Disputa encerrada a favor da loja: pagamento aprovado novamente pelo ${providerLabel(provider)}`;
export const divergentPaymentNote = (provider: string) => `Pagamento divergente no ${providerLabel(provider)}`;

/** The shop sells in reais: a payment in any other currency settles nothing. */
export const SHOP_CURRENCY = 'BRL';

/**
 * Why a provider's payment cannot settle its order (issue 33), or null when it can: it must be in
 * reais and of the order's total exactly, whether the checkout created it or it only names the
 * order in its external_reference.
 */
export function paymentDivergence(order: { totalCents: number }, p: Pick<ProviderPayment, 'amountCents' | 'currency'>): string | null {
  const currency = p.currency === undefined ? SHOP_CURRENCY : p.currency;
  const problems: string[] = [];
  if (currency !== SHOP_CURRENCY) problems.push(`moeda ${currency ?? 'não informada'} em vez de ${SHOP_CURRENCY}`);
  if (p.amountCents !== order.totalCents) problems.push(`valor ${formatBRL(p.amountCents)} em vez de ${formatBRL(order.totalCents)}`);
  return problems.length ? problems.join('; ') : null;
}

/** The order of a notification is not committed yet (its checkout is still running): the job retries. */
export class OrderNotCommittedError extends Error {
  constructor(orderId: string) {
    super(`Pedido ${orderId} ainda não existe: o evento será processado de novo.`);
  }
}

type PaymentRow = typeof payments.$inferSelect;
export type SettleSource = 'checkout' | 'webhook' | 'reconciliation' | 'refund' | 'cancel';

export function instructionsOf(p: ProviderPayment): PaymentInstructions {
  return { ...(p.pix ? { pix: p.pix } : {}), ...(p.boleto ? { boleto: p.boleto } : {}) };
}

/** Whether the provider's status is a move forward from the stored one (a dispute won included). */
const movesForward = (from: string, p: Pick<ProviderPayment, 'status'>) =>
  rankOf(p.status) > rankOf(from) || (rankOf(p.status) === rankOf(from) && p.status !== from && rankOf(p.status) > 0) || disputeWon(from, p.status);

type SettleState = {
  order: { totalCents: number; paymentStatus: string };
  payment: Pick<PaymentRow, 'status' | 'refundedCents' | 'divergence'> | null;
};

/**
 * Whether settling `p` would write anything, from the order's and payment's state: the decisions of
 * settleProviderPayment below, without the writes. Most reads change nothing — a Pix's 'created'
 * notification, the reconciliation's rereads of open and settled payments — and are answered from
 * one unlocked read (issue 38): that read is one consistent snapshot, so answering "nothing" is the
 * locked settle run at that instant. Keep the two in step: a branch added below is added here.
 */
export function settleChangesSomething({ order, payment: row }: SettleState, p: ProviderPayment): boolean {
  if (!row) return true;
  if (movesForward(row.status, p) || p.refundedCents > row.refundedCents) return true;
  if (paymentDivergence(order, p)) return row.divergence === null;
  if (row.status === 'approved') return order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded';
  if (row.status === 'refunded') return order.paymentStatus === 'paid';
  if (row.status === 'charged_back' || row.status === 'in_mediation') return order.paymentStatus === 'paid';
  return false;
}

/** A payment's status moved (forward only), with its history row; the row is locked by the caller. */
export async function movePaymentStatus(tx: Tx, row: PaymentRow, p: ProviderPayment, source: SettleSource): Promise<PaymentRow> {
  const forward = movesForward(row.status, p);
  const refunded = Math.max(row.refundedCents, p.refundedCents);
  if (!forward && refunded === row.refundedCents) return row;
  const status = forward ? p.status : row.status;
  const [updated] = await tx
    .update(payments)
    .set({ status, statusDetail: forward ? p.statusDetail : row.statusDetail, refundedCents: refunded, updatedAt: new Date() })
    .where(eq(payments.id, row.id))
    .returning();
  await tx
    .insert(paymentStatusHistory)
    .values({ paymentId: row.id, fromStatus: row.status, toStatus: status, statusDetail: forward ? p.statusDetail : row.statusDetail, source });
  return updated!;
}

/** Sets the order's payment status (not its workflow status): a 'record' move of the order with the note, by the provider (decision 076). */
async function setOrderPayment(tx: Tx, order: { id: string; status: string }, paymentStatus: string, note: string) {
  await movePaymentOnOrder(tx, order, { note, user: null, set: { paymentStatus } });
}

/**
 * Applies what the provider says about one payment (read from the provider, never taken from a
 * notification's body) to its order, under the order's row lock: the payment row moves forward
 * only; 'approved' marks the order paid through the same path as 'Marcar como pago'; approved
 * after the order was cancelled is refunded (reserved here, sent to the provider after the commit,
 * refunds.ts); a refund or chargeback made at the provider
 * shows on the order. A payment of another amount or currency than the order's is a divergent
 * payment (issue 33): kept with the provider's numbers, never applied to the order. Safe to run any number of times, concurrently too: the lock serialises the
 * runs and each sees what the one before it wrote.
 */
export async function settleProviderPayment(ctx: Pick<AppContext, 'database' | 'payments'>, p: ProviderPayment, source: SettleSource): Promise<void> {
  const orderId = p.orderId;
  if (!orderId || !/^[0-9a-f-]{36}$/i.test(orderId)) return;
  const provider = ctx.payments.name;
  const [seen] = await ctx.database.db
    .select({
      order: { totalCents: orders.totalCents, paymentStatus: orders.paymentStatus },
      payment: { status: payments.status, refundedCents: payments.refundedCents, divergence: payments.divergence },
    })
    .from(orders)
    .leftJoin(payments, and(eq(payments.provider, provider), eq(payments.providerPaymentId, p.id)))
    .where(eq(orders.id, orderId));
  // Orders are committed before they are charged (issue 33): a charge whose order is missing is an orphan, given back.
  if (!seen) {
    await giveBackOrphanCharge(ctx.payments, p, orderId);
    return;
  }
  if (!settleChangesSomething(seen, p)) return;
  const lateRefund = await ctx.database.db.transaction(async (tx): Promise<ReservedRefund | null> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new OrderNotCommittedError(orderId);
    let [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, p.id)))
      .for('update');
    if (!row) {
      // A charge the checkout did not get to record (its answer was lost): it is the order's all the same.
      [row] = await tx
        .insert(payments)
        .values({
          orderId,
          provider,
          providerPaymentId: p.id,
          method: p.method,
          status: 'pending',
          statusDetail: null,
          installments: p.installments,
          amountCents: p.amountCents,
          currency: p.currency ?? SHOP_CURRENCY,
          idempotencyKey: `${provider}:payment:${p.id}`,
          instructions: instructionsOf(p),
          expiresAt: p.expiresAt,
        })
        .returning();
    }
    const before = row!.status;
    row = await movePaymentStatus(tx, row!, p, source);

    // Another amount or currency than the order's: recorded with the provider's numbers for staff to
    // see, and never applied to the order (not 'Pago', and its refunds or disputes are not the order's).
    const divergence = paymentDivergence(order, p);
    if (divergence) {
      if (row.divergence === null) {
        await tx
          .update(payments)
          .set({ divergence, amountCents: p.amountCents, currency: p.currency ?? '—', updatedAt: new Date() })
          .where(eq(payments.id, row.id));
        await movePaymentOnOrder(tx, order, {
          note: `${divergentPaymentNote(provider)}: ${divergence}`,
          user: null,
          audit: (locked) => ({
            action: 'update',
            before: { paymentStatus: locked.paymentStatus },
            after: { paymentStatus: locked.paymentStatus, divergentPayment: p.id, divergence },
          }),
        });
      }
      return null;
    }

    if (disputeWon(before, row.status) && order.paymentStatus === 'charged_back') {
      await setOrderPayment(tx, order, 'paid', disputeWonNote(provider));
      return null;
    }
    if (row.status === 'approved' && order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded') {
      if (order.status === 'cancelled') {
        // Reserved once: a later notification finds it pending (or done) and nothing left to refund.
        const reserved = await reserveRefund(tx, ctx.payments, orderId, { reason: LATE_PAYMENT_REFUNDED_NOTE, userId: null, kind: 'late', ifAny: true });
        if (reserved) await movePaymentOnOrder(tx, order, { note: latePaymentNote(provider), user: null });
        return reserved;
      } else {
        await recordOrderPaid(tx, order, { user: null, note: providerPaidNote(provider) });
      }
    } else if (row.status === 'refunded' && order.paymentStatus === 'paid') {
      await setOrderPayment(tx, order, 'refunded', providerRefundedNote(provider));
    } else if ((row.status === 'charged_back' || row.status === 'in_mediation') && order.paymentStatus === 'paid') {
      await setOrderPayment(tx, order, 'charged_back', CHARGEBACK_NOTE);
    }
    return null;
  });
  // No lock is held while the provider refunds; a lost answer is asked again by the reconciliation job.
  if (lateRefund) {
    await sendReservedRefund(ctx.database.db, ctx.payments, lateRefund).catch((err) =>
      console.warn(
        JSON.stringify({
          level: 'warn',
          msg: 'estorno automático não confirmado agora; o pagamento é consultado de novo',
          orderId,
          error: String(err?.message ?? err),
        }),
      ),
    );
  }
}
