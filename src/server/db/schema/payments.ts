import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './auth';
import { createdAtColumn, inboxColumns, requiredIdRef, timestampColumns, timestamptz } from './columns';
import { requiredOrderId } from './orders';

/** What the checkout shows for a provider's Pix or boleto (the provider's own QR, line and PDF). */
export type PaymentInstructions = {
  pix?: { qrCode: string; qrCodeBase64: string; ticketUrl: string | null };
  boleto?: { digitableLine: string; barcode: string | null; pdfUrl: string | null };
};

/**
 * A payment held by a provider (Mercado Pago). The row follows the provider's status forward only
 * (settle-provider-payment.ts: 'approved' never goes back to 'pending'); every move is a row of
 * payment_status_history, and money returned is a payment_refunds row, never an edit.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: requiredOrderId(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull(),
    statusDetail: text('status_detail'),
    installments: integer('installments').notNull().default(1),
    amountCents: integer('amount_cents').notNull(),
    /** The provider's currency_id (ISO 4217). */
    currency: text('currency').notNull().default('BRL'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * Why this payment does not settle its order (issue 33): another amount or currency than the
     * order's. Such a payment never makes the order 'Pago'; staff see it on the order and the dashboard.
     */
    divergence: text('divergence'),
    /** The X-Idempotency-Key the charge was created with. */
    idempotencyKey: text('idempotency_key').notNull(),
    instructions: jsonb('instructions').$type<PaymentInstructions>().notNull().default({}),
    expiresAt: timestamptz('expires_at'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_idempotency_idx').on(t.idempotencyKey),
    index('payments_order_idx').on(t.orderId),
    // The reconciliation job reads the payments still open, oldest first.
    index('payments_open_idx').on(t.updatedAt).where(sql`status IN ('pending', 'in_process', 'authorized')`),
    index('payments_divergent_idx').on(t.orderId).where(sql`divergence IS NOT NULL`),
    check('payments_amounts', sql`${t.amountCents} >= 0 AND ${t.refundedCents} >= 0`),
  ],
);

export const paymentStatusHistory = pgTable(
  'payment_status_history',
  {
    id: serial('id').primaryKey(),
    paymentId: requiredIdRef('payment_id', () => payments.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    statusDetail: text('status_detail'),
    /** checkout, webhook, reconciliation, refund, cancel. */
    source: text('source').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('payment_status_history_payment_idx').on(t.paymentId, t.createdAt)],
);

/**
 * Money given back on a payment (issue 33, two-phase): the row is reserved ('pending', its amount and
 * the attempt number its provider idempotency key is made of) in one transaction, the provider is
 * asked after the commit with no lock held, and its answer is written in another: 'done' with the
 * provider's refund id, or 'failed' with the provider's reason for staff. A pending row counts
 * against what may still be refunded, so concurrent refunds never pass the paid amount; one left
 * pending by a crash or a lost answer is asked again under the same key by the reconciliation job.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: requiredIdRef('payment_id', () => payments.id),
    /** The provider's refund id; null until the provider has answered. */
    providerRefundId: text('provider_refund_id'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** pending, done, failed (REFUND_STATUSES in src/domain/provider-payment.ts). */
    status: text('status').notNull().default('done'),
    /** request ('Estornar'), cancel (a paid order cancelled: cancelled once refunded), late (paid after its cancellation). */
    kind: text('kind').notNull().default('request'),
    /** The number in the provider's idempotency key (per order); null for rows written before it was kept. */
    attempt: integer('attempt'),
    /** The provider's reason when it refused the refund. */
    failure: text('failure'),
    /** For a cancellation: the note staff gave it, written when the order is cancelled. */
    note: text('note'),
    /** Who refunded; null when the shop did it itself (a payment arriving after the order was cancelled). */
    userId: userRef('user_id'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('payment_refunds_provider_idx').on(t.paymentId, t.providerRefundId),
    uniqueIndex('payment_refunds_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('payment_refunds_attempt_idx').on(t.paymentId, t.attempt),
    // The reconciliation job asks again about the refunds left pending.
    index('payment_refunds_pending_idx').on(t.updatedAt).where(sql`status = 'pending'`),
    check('payment_refunds_positive', sql`${t.amountCents} > 0`),
    check('payment_refunds_done_has_id', sql`${t.status} <> 'done' OR ${t.providerRefundId} IS NOT NULL`),
  ],
);

/**
 * Every notification a provider delivered, stored before it is worked on: the unique key makes a
 * repeated delivery a no-op, and a job settles it from here (so one that arrives before its order
 * is committed is retried, not lost).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    providerPaymentId: text('provider_payment_id'),
    action: text('action'),
    requestId: text('request_id'),
    signatureOk: boolean('signature_ok').notNull(),
    ...inboxColumns(),
  },
  (t) => [uniqueIndex('payment_events_key_idx').on(t.provider, t.eventKey), index('payment_events_payment_idx').on(t.providerPaymentId, t.receivedAt)],
);

/** What the sandbox shows for a payment, as the provider's payment resource carries it. */
export type SandboxPaymentDetails = {
  pix: { qrCode: string; qrCodeBase64: string; ticketUrl: string | null } | null;
  boleto: { digitableLine: string; barcode: string | null; pdfUrl: string | null } | null;
  card: { brand: string; last4: string | null } | null;
};

/**
 * The payment sandbox's own side (payments/sandbox-remote.ts, decision 060): the payments it holds,
 * as a provider holds them, kept in the shop's database so they survive a restart and every
 * instance sees the same. Not the shop's records (those are `payments`): the shop reads these only
 * through the sandbox, as it reads Mercado Pago's. No foreign key to orders: like a real provider's
 * external_reference, the order named may not exist (an orphan charge, given back).
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    /** external_reference: our order id. */
    orderId: text('order_id'),
    method: text('method').notNull(),
    status: text('status').notNull(),
    statusDetail: text('status_detail'),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    installments: integer('installments').notNull().default(1),
    details: jsonb('details').$type<SandboxPaymentDetails>().notNull(),
    expiresAt: timestamptz('expires_at'),
    ...timestampColumns(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId, t.createdAt)],
);

/** The sandbox's idempotency keys: a write sent again under its key answers what it answered first. */
export const sandboxPaymentRequests = pgTable('sandbox_payment_requests', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  answer: jsonb('answer').notNull(),
  createdAt: createdAtColumn(),
});
