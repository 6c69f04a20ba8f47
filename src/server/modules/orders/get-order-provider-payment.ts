import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DivergentPayment, ProviderPaymentDetails } from '../../../domain/api/admin-orders';
import { providerPaymentStatusLabel, refundStatusLabel } from '../../../domain/provider-payment';
import type { DbOrTx } from '../../db/client';
import { paymentEvents, paymentRefunds, payments, user } from '../../db/schema';

/**
 * The order's provider payment for the back-office: the provider's id and word on it, the refunds
 * (who, when, why) and every notification received for it, with whether its signature held.
 */
export async function getOrderProviderPayment(db: DbOrTx, orderId: string): Promise<ProviderPaymentDetails | null> {
  // The order's own payment; a divergent one (issue 33) only when there is no other.
  const [p] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(sql`${payments.divergence} IS NULL DESC`, desc(payments.id))
    .limit(1);
  if (!p) return null;
  const [refunds, events] = await Promise.all([
    db
      .select({
        amountCents: paymentRefunds.amountCents,
        reason: paymentRefunds.reason,
        userName: user.name,
        createdAt: paymentRefunds.createdAt,
        status: paymentRefunds.status,
        failure: paymentRefunds.failure,
      })
      .from(paymentRefunds)
      .leftJoin(user, eq(user.id, paymentRefunds.userId))
      .where(eq(paymentRefunds.paymentId, p.id))
      .orderBy(asc(paymentRefunds.id)),
    db
      .select({
        receivedAt: paymentEvents.receivedAt,
        action: paymentEvents.action,
        signatureOk: paymentEvents.signatureOk,
        processedAt: paymentEvents.processedAt,
      })
      .from(paymentEvents)
      .where(eq(paymentEvents.providerPaymentId, p.providerPaymentId))
      .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id))
      .limit(200),
  ]);
  return {
    provider: p.provider,
    providerPaymentId: p.providerPaymentId,
    divergent: p.divergence !== null,
    method: p.method,
    status: p.status,
    statusLabel: providerPaymentStatusLabel(p.status),
    statusDetail: p.statusDetail,
    installments: p.installments,
    amountCents: p.amountCents,
    refundedCents: p.refundedCents,
    refunds: refunds.map((r) => ({ ...r, statusLabel: refundStatusLabel(r.status), createdAt: r.createdAt.toISOString() })),
    events: events.map((e) => ({
      receivedAt: e.receivedAt.toISOString(),
      action: e.action,
      signatureOk: e.signatureOk,
      processedAt: e.processedAt?.toISOString() ?? null,
    })),
  };
}

/** The order's divergent payments (issue 33), with the provider's numbers. */
export async function getOrderDivergentPayments(db: DbOrTx, orderId: string): Promise<DivergentPayment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.divergence)))
    .orderBy(asc(payments.id));
  return rows.map((p) => ({
    providerPaymentId: p.providerPaymentId,
    status: p.status,
    statusLabel: providerPaymentStatusLabel(p.status),
    amountCents: p.amountCents,
    currency: p.currency,
    refundedCents: p.refundedCents,
    divergence: p.divergence!,
  }));
}
