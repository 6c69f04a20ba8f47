import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { fiscalInvoices, fiscalWebhookEvents } from '../../db/schema';
import { finishAuthorizedInvoice } from './invoice-files';
import { issueInvoiceAutomatically, refreshInvoice, sendInvoice } from './issue-invoice';
import { createTransferInvoice } from './transfer-invoice';

const BATCH = 20;
// Focus NFe usually answers within seconds; the first read waits a little so it is not wasted.
const FIRST_READ_AFTER = '10 seconds';

function logFailure(what: string, invoiceId: number, err: unknown) {
  console.warn(JSON.stringify({ level: 'warn', msg: `nota fiscal: ${what}`, invoiceId, error: String((err as Error)?.message ?? err) }));
}

/** 'fiscal.issue-invoice' (queued when an order is paid): creates and sends its invoice. A provider that cannot be reached fails the job, which is retried. */
export async function issueInvoiceJob(ctx: AppContext, payload: unknown): Promise<void> {
  const orderId = (payload as { orderId?: unknown })?.orderId;
  if (typeof orderId !== 'string') throw new Error('fiscal.issue-invoice sem orderId');
  await issueInvoiceAutomatically(ctx, orderId);
}

/** 'fiscal.issue-transfer-invoice' (queued when a transfer between establishments is sent): creates and sends its NF-e, once. */
export async function issueTransferInvoiceJob(ctx: AppContext, payload: unknown): Promise<void> {
  const transferId = Number((payload as { transferId?: unknown })?.transferId);
  if (!Number.isInteger(transferId)) throw new Error('fiscal.issue-transfer-invoice sem transferId');
  await sendInvoice(ctx, await createTransferInvoice(ctx, transferId));
}

/**
 * 'fiscal.poll-invoices' (every 30 s): sends what is still unsent (a crash, an unreachable provider),
 * reads back what the provider is processing (a lost webhook never leaves an invoice waiting) and
 * copies the files and sends the e-mail of authorised invoices that lack them.
 */
export async function pollInvoicesJob(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const ids = async (where: SQL) =>
    (await db.select({ id: fiscalInvoices.id }).from(fiscalInvoices).where(where).orderBy(asc(fiscalInvoices.id)).limit(BATCH)).map((r) => r.id);
  for (const id of await ids(sql`status = 'processing' AND submitted_at IS NULL AND (claimed_at IS NULL OR claimed_at < now() - '5 minutes'::interval)`)) {
    await sendInvoice(ctx, id).catch((err) => logFailure('envio', id, err));
  }
  for (const id of await ids(sql`status = 'processing' AND submitted_at < now() - ${FIRST_READ_AFTER}::interval`)) {
    await refreshInvoice(ctx, id).catch((err) => logFailure('consulta', id, err));
  }
  const missingFiles = sql`status IN ('authorized', 'cancelled') AND (xml_key IS NULL OR danfe_key IS NULL
    OR (status = 'authorized' AND emailed_at IS NULL AND order_id IS NOT NULL) OR (provider_files ? 'cancelXml' AND cancel_xml_key IS NULL))
    AND updated_at > now() - '7 days'::interval`;
  for (const id of await ids(missingFiles)) {
    await finishAuthorizedInvoice(ctx, id).catch((err) => logFailure('arquivos', id, err));
  }
}

/** 'fiscal.webhook-event': a stored notification; the invoice is read back from the provider, the body is not trusted. */
export async function webhookEventJob(ctx: AppContext, payload: unknown): Promise<void> {
  const eventId = Number((payload as { eventId?: unknown })?.eventId);
  const { db } = ctx.database;
  const [event] = await db.select().from(fiscalWebhookEvents).where(eq(fiscalWebhookEvents.id, eventId));
  if (!event || event.processedAt) return;
  if (event.reference) {
    // A sale's reference is its order id, a transfer's 'transferencia-<id>': the reference finds either.
    const [invoice] = await db.select({ id: fiscalInvoices.id }).from(fiscalInvoices).where(eq(fiscalInvoices.reference, event.reference));
    if (invoice) await refreshInvoice(ctx, invoice.id);
  }
  await db.update(fiscalWebhookEvents).set({ processedAt: new Date() }).where(eq(fiscalWebhookEvents.id, eventId));
}
