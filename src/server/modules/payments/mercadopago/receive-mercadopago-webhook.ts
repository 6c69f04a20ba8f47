import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { InvalidWebhookSignatureError, SignatureFailureReason, WebhookSignatureValidator } from 'mercadopago';
import type { AppContext } from '../../../context';
import { paymentEvents, payments } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { enqueueJobSql, wakeJobRunner } from '../../../job-runner/job-runner';
import { paymentWebhookSecret } from '../webhook-secret';

export const INVALID_SIGNATURE_MESSAGE = 'Assinatura da notificação inválida.';

/**
 * How far a notification's signed timestamp may be from our clock (the SDK validator's window; its
 * documentation suggests 300 s): a delivery captured and posted again later is refused (issue 33).
 * Mercado Pago signs each delivery, retries included, when it sends it.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The notification topics that move money, each answered by reading the payments it names again. */
export const NOTIFICATION_TOPICS: Record<string, 'payment' | 'chargeback' | 'merchant_order'> = {
  payment: 'payment',
  chargebacks: 'chargeback',
  topic_chargebacks_wh: 'chargeback',
  merchant_order: 'merchant_order',
  topic_merchant_order_wh: 'merchant_order',
};

/** Refused deliveries kept per payment, for the back-office to see; beyond that they are only logged. */
const MAX_REFUSED_PER_PAYMENT = 20;

export type WebhookDelivery = {
  /** `data.id` of the URL the provider calls, the one its signature covers. */
  queryDataId: string | undefined;
  signature: string | undefined;
  requestId: string | undefined;
  body: unknown;
};

type NotificationBody = { id?: unknown; type?: unknown; action?: unknown; data?: { id?: unknown } };

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, 100) : undefined);

/**
 * A Mercado Pago notification (or the sandbox's, in the same shape and signed with its own secret):
 * its x-signature checked (HMAC-SHA256 of
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the webhook secret, and ts within
 * WEBHOOK_TOLERANCE_SECONDS of now, by the SDK's validator), the body's data.id held to the signed
 * one, then stored under its signed values (a repeated delivery finds its row and does nothing)
 * with a job that settles it. Payment, chargeback and merchant-order topics are kept; nothing here
 * trusts the body beyond the topic and the id: the job reads the payments from the provider.
 */
export async function receiveMercadoPagoWebhook(
  ctx: Pick<AppContext, 'database' | 'config' | 'payments'>,
  delivery: WebhookDelivery,
): Promise<{ stored: boolean }> {
  const secret = paymentWebhookSecret(ctx.config);
  if (!secret) throw new AppError('NOT_FOUND', 'Rota não encontrada.');
  const provider = ctx.payments.name;
  const body = (delivery.body && typeof delivery.body === 'object' ? delivery.body : {}) as NotificationBody;
  const bodyDataId = text(body.data?.id);
  const dataId = delivery.queryDataId ?? bodyDataId;
  const { db } = ctx.database;
  let signatureOk = true;
  try {
    WebhookSignatureValidator.validate({
      xSignature: delivery.signature,
      xRequestId: delivery.requestId,
      dataId,
      secret,
      toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
    });
    // The signature covers the URL's data.id: a body naming another payment was not signed.
    if (bodyDataId !== undefined && dataId !== bodyDataId) throw new InvalidWebhookSignatureError(SignatureFailureReason.SignatureMismatch, delivery.requestId);
  } catch (err) {
    if (!(err instanceof InvalidWebhookSignatureError)) throw err;
    signatureOk = false;
  }
  const topic = NOTIFICATION_TOPICS[text(body.type) ?? 'payment'];
  // Keyed on what the signature covers (data.id, x-request-id, ts), never on the body's own id: a
  // delivery repeated with another body is the same delivery.
  const ts = /(?:^|,)\s*ts=(\d+)/.exec(delivery.signature ?? '')?.[1] ?? '';
  const eventKey = `${topic ?? 'other'}:${dataId}:${delivery.requestId?.slice(0, 100) ?? ''}:${ts}`;
  const row = {
    provider,
    // A chargeback's or merchant order's id is not a payment's: kept in the payload, the job reads its payments.
    providerPaymentId: topic === 'payment' || topic === undefined ? (dataId ?? null) : null,
    action: text(body.action) ?? text(body.type) ?? null,
    requestId: delivery.requestId?.slice(0, 100) ?? null,
    // The signed data.id is the one the job works on, even when the body left it out.
    payload: dataId && bodyDataId === undefined ? { ...body, data: { ...(body.data ?? {}), id: dataId } } : body,
  };
  if (!signatureOk) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'notificação de pagamento com assinatura inválida', provider, requestId: delivery.requestId, dataId }));
    // Kept (for the order's page) only when it names a payment of ours, and only a few: a stranger
    // posting forged notifications cannot fill the table.
    if (dataId && row.providerPaymentId) {
      const [known] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, dataId)));
      const [{ n }] = (await db
        .select({ n: count() })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.providerPaymentId, dataId), eq(paymentEvents.signatureOk, false)))) as [{ n: number }];
      if (known && Number(n) < MAX_REFUSED_PER_PAYMENT) {
        await db
          .insert(paymentEvents)
          .values({ ...row, eventKey: `refused:${randomUUID()}`, signatureOk: false })
          .onConflictDoNothing();
      }
    }
    throw new AppError('INVALID_SIGNATURE', INVALID_SIGNATURE_MESSAGE);
  }
  // Payments, chargebacks and merchant orders move money; other topics are acknowledged and dropped.
  if (!topic || !dataId) return { stored: false };
  // The event and its settle job in one statement (one round trip, no transaction to open and
  // commit): a repeated delivery stores nothing and queues nothing (issue 38).
  const insertEvent = db
    .insert(paymentEvents)
    .values({ ...row, eventKey, signatureOk: true })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  const stored = await db.execute<{ id: number }>(sql`WITH stored AS (${insertEvent.getSQL()}),
    queued AS (${enqueueJobSql('payments.settle-event', sql`jsonb_build_object('eventId', stored.id)`, sql`FROM stored`)})
    SELECT id FROM stored`);
  // Settled now rather than at the next poll: the customer's page shows the payment sooner.
  if (stored.rows.length > 0) wakeJobRunner();
  return { stored: stored.rows.length > 0 };
}

/** The stored event a job settles: read back so a retry works from what was received, not from memory. */
export async function loadPaymentEvent(ctx: Pick<AppContext, 'database'>, eventId: number) {
  const [event] = await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId));
  return event ?? null;
}

export async function markPaymentEventProcessed(ctx: Pick<AppContext, 'database'>, eventId: number) {
  await ctx.database.db.update(paymentEvents).set({ processedAt: sql`now()` }).where(eq(paymentEvents.id, eventId));
}
