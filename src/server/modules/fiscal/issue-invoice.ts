import { asc, eq, sql } from 'drizzle-orm';
import type { FiscalInvoiceMessage } from '../../../domain/api/fiscal';
import { type BuildNfeResult, buildNfeRequest, type FiscalOrder, type FiscalOrderLine } from '../../../domain/fiscal/build-nfe-request';
import type { InvoiceRequest } from '../../../domain/fiscal/invoice-request';
import { FISCAL_INVOICE_WORKFLOW, type FiscalInvoiceStatus } from '../../../domain/fiscal/invoice-status';
import {
  FISCAL_INVOICE_NOT_FOUND_MESSAGE,
  FISCAL_NOT_CONFIGURED_MESSAGE,
  ORDER_CANCELLED_BEFORE_SEND_MESSAGE,
  ORDER_CANCELLED_FOR_INVOICE_MESSAGE,
  ORDER_HAS_INVOICE_MESSAGE,
  ORDER_NOT_PAID_FOR_INVOICE_MESSAGE,
} from '../../../domain/fiscal/rules';
import { sefazHint } from '../../../domain/fiscal/sefaz-messages';
import type { PaymentMethod } from '../../../domain/payment';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { documentHistory, fiscalInvoices, fiscalProviderCalls, orderItems, orders, products } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { moveDocument } from '../../workflow/move-document';
import type { StoreScope } from '../permissions';
import { fiscalProductColumns, fiscalProductOf } from './fiscal-product-line';
import { FiscalProviderError, type ProviderCallLog, type ProviderInvoiceState } from './fiscal-provider';
import { municipalityCode } from './ibge-municipality';
import { finishAuthorizedInvoice } from './invoice-files';
import { readInvoiceInScope } from './invoice-scope';
import { type IssuerRow, issuerOf, issuerReady, providerAccountOf, readIssuerRow } from './issuer-settings';
import { buildTransferRequest } from './transfer-invoice';

export type InvoiceRow = typeof fiscalInvoices.$inferSelect;
type Ctx = Pick<AppContext, 'database' | 'fiscal' | 'storage' | 'mailer' | 'config'>;

/** An instance that took an invoice to send and died: after this long another sends it (same reference, so never twice). */
export const CLAIM_EXPIRES = '5 minutes';

export function invoiceMessage(kind: FiscalInvoiceMessage['kind'], text: string, code: string | null = null): FiscalInvoiceMessage {
  return { at: new Date().toISOString(), kind, code, text, hint: sefazHint(code) };
}

export async function findInvoice(db: DbOrTx, id: number): Promise<InvoiceRow> {
  const [row] = await db.select().from(fiscalInvoices).where(eq(fiscalInvoices.id, id));
  if (!row) throw notFound(FISCAL_INVOICE_NOT_FOUND_MESSAGE);
  return row;
}

async function logCalls(db: DbOrTx, invoiceId: number, provider: string, calls: ProviderCallLog[]) {
  if (calls.length === 0) return;
  await db.insert(fiscalProviderCalls).values(
    calls.map((c) => ({
      invoiceId,
      provider,
      action: c.action,
      httpStatus: c.httpStatus,
      ok: c.ok,
      response: c.response as object,
      error: c.error,
      durationMs: c.durationMs,
    })),
  );
}

/** The order as the builder takes it: lines with their products' CURRENT fiscal data (so a fixed NCM reaches 'Emitir novamente'). */
export async function loadFiscalOrder(db: DbOrTx, orderId: string, issuedAt: Date): Promise<FiscalOrder | null> {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!o) return null;
  const items = await db
    .select({
      name: orderItems.name,
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
      ...fiscalProductColumns,
    })
    .from(orderItems)
    // A line whose product was since removed keeps its name and price; its fiscal data is then missing, and the builder says so.
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const lines: FiscalOrderLine[] = items.map((i) => ({
    quantity: i.quantity,
    unitPriceCents: i.unitPriceCents,
    product: fiscalProductOf(i),
  }));
  return {
    id: o.id,
    issuedAt,
    lines,
    shippingCents: o.shippingCents,
    // No coupons yet: whatever the order charged below items + shipping is its discount.
    discountCents: Math.max(0, o.subtotalCents + o.shippingCents - o.totalCents),
    totalCents: o.totalCents,
    paymentMethod: o.paymentMethod as PaymentMethod,
    buyer: {
      name: o.customerName,
      document: o.buyerDocument ?? '',
      ieIndicator: o.buyerIeIndicator ?? null,
      stateRegistration: o.buyerStateRegistration,
      email: o.customerEmail,
      phone: o.customerPhone,
      // Checkout stores city and UF; the code SEFAZ needs comes from the IBGE table (none found: the builder stops, naming the address).
      address: { ...o.shippingAddress, cityCode: municipalityCode(o.shippingAddress.city, o.shippingAddress.state) },
    },
  };
}

async function buildOrderRequest(db: DbOrTx, orderId: string, issuerRow: IssuerRow): Promise<BuildNfeResult> {
  const order = await loadFiscalOrder(db, orderId, new Date());
  return order
    ? buildNfeRequest(order, issuerOf(issuerRow))
    : { ok: false, problems: [{ productId: null, field: 'order', message: 'Pedido não encontrado.' }] };
}

/** The order's status and payment status, or null when there is no such order. */
async function orderStateOf(db: DbOrTx, orderId: string): Promise<{ status: string; paymentStatus: string } | null> {
  const [order] = await db.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  return order ?? null;
}

/** An order gets an NF-e only while it is paid and not cancelled (a cancelled order's payment may still read 'paid' until refunded). */
const invoiceable = (o: { status: string; paymentStatus: string } | null) => o?.paymentStatus === 'paid' && o.status !== 'cancelled';

/**
 * The order's one invoice, created 'processing' if it has none (the unique order_id makes a second
 * call, from a retry or another instance, find the first). `created` says whether this call made it.
 */
export async function createOrderInvoice(ctx: Ctx, orderId: string, user: SessionUser | null): Promise<{ id: number; created: boolean }> {
  const { db } = ctx.database;
  const issuer = await readIssuerRow(db);
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(fiscalInvoices)
      .values({ orderId, status: 'processing', provider: ctx.fiscal.name, environment: issuer.environment, reference: orderId })
      .onConflictDoNothing({ target: fiscalInvoices.orderId })
      .returning({ id: fiscalInvoices.id });
    if (!made) {
      const [existing] = await tx.select({ id: fiscalInvoices.id }).from(fiscalInvoices).where(eq(fiscalInvoices.orderId, orderId));
      return { id: existing!.id, created: false };
    }
    await tx.insert(documentHistory).values({
      documentType: FISCAL_INVOICE_WORKFLOW.type,
      documentId: String(made.id),
      fromStatus: null,
      toStatus: 'processing',
      note: user ? 'Emissão pedida no back-office' : 'Emissão automática: pedido pago',
      userId: user?.id ?? null,
      userName: user?.name ?? 'Sistema (automático)',
    });
    await recordAudit(tx, user, { action: 'create', entity: FISCAL_INVOICE_WORKFLOW.type, entityId: made.id, after: { orderId, status: 'processing' } });
    return { id: made.id, created: true };
  });
}

/**
 * Sends a 'processing' invoice nobody has sent yet. The conditional UPDATE is the claim: of two
 * instances (or a job and a screen) only one gets the row; the reference is the order's (or the
 * transfer's), so even a claim taken again after a crash re-sends the same invoice, which the
 * provider answers with its state instead of a second NF-e. A request the builder refuses never
 * reaches the provider.
 */
export async function sendInvoice(ctx: Ctx, invoiceId: number): Promise<void> {
  const { db } = ctx.database;
  const claimed = await db.execute<{ id: number; order_id: string | null; transfer_id: number | null; reference: string }>(sql`
    UPDATE fiscal_invoices SET claimed_at = now(), attempts = attempts + 1, updated_at = now()
    WHERE id = ${invoiceId} AND status = 'processing' AND submitted_at IS NULL
      AND (claimed_at IS NULL OR claimed_at < now() - ${CLAIM_EXPIRES}::interval)
    RETURNING id, order_id, transfer_id, reference`);
  const invoice = claimed.rows[0];
  if (!invoice) return;
  if (invoice.order_id !== null && !invoiceable(await orderStateOf(db, invoice.order_id))) {
    // Cancelled (or its payment undone) after the invoice was created: it is never sent.
    await applyProviderState(ctx, invoiceId, { status: 'rejected', sefazCode: null, sefazMessage: ORDER_CANCELLED_BEFORE_SEND_MESSAGE });
    return;
  }
  const issuerRow = await readIssuerRow(db);
  const built =
    invoice.order_id !== null ? await buildOrderRequest(db, invoice.order_id, issuerRow) : await buildTransferRequest(db, invoice.transfer_id!, issuerRow);
  if (!built.ok || !issuerReady(ctx, issuerRow)) {
    const problems = built.ok ? [{ message: FISCAL_NOT_CONFIGURED_MESSAGE }] : built.problems;
    await applyProviderState(ctx, invoiceId, {
      status: 'rejected',
      sefazCode: null,
      sefazMessage: 'A nota não foi enviada: faltam dados.',
      errors: problems.map((p) => ({ message: p.message, field: null })),
    });
    return;
  }
  const calls: ProviderCallLog[] = [];
  let state: ProviderInvoiceState;
  try {
    state = await ctx.fiscal.issue(providerAccountOf(issuerRow), invoice.reference, built.request, (c) => calls.push(c));
  } catch (err) {
    await logCalls(db, invoiceId, ctx.fiscal.name, calls);
    // Unknown outcome: let the next pass (or the job's retry) send it again under the same reference.
    await db.execute(sql`UPDATE fiscal_invoices SET claimed_at = NULL WHERE id = ${invoiceId}`);
    throw err;
  }
  await logCalls(db, invoiceId, ctx.fiscal.name, calls);
  await applyProviderState(ctx, invoiceId, state, { request: built.request, submitted: true });
}

function stateMessages(state: ProviderInvoiceState): FiscalInvoiceMessage[] {
  const list: FiscalInvoiceMessage[] = [];
  const kind = state.status === 'authorized' || state.status === 'cancelled' || state.status === 'processing' ? 'info' : 'error';
  if (state.sefazMessage) list.push(invoiceMessage(kind, state.sefazMessage, state.sefazCode));
  for (const e of state.errors ?? [])
    list.push(invoiceMessage('error', e.field ? `${e.message} (campo ${e.field})` : e.message, state.sefazMessage ? null : state.sefazCode));
  return list;
}

function moveNote(state: ProviderInvoiceState): string {
  switch (state.status) {
    case 'authorized':
      return `NF-e nº ${state.number ?? '?'} autorizada pela SEFAZ`;
    case 'rejected':
      return state.sefazCode && /^\d+$/.test(state.sefazCode) ? `Rejeitada pela SEFAZ (${state.sefazCode})` : 'Rejeitada antes do envio à SEFAZ';
    case 'denied':
      return `Uso denegado pela SEFAZ (${state.sefazCode ?? '?'})`;
    case 'cancelled':
      return 'Cancelada na SEFAZ';
    default:
      return '';
  }
}

/**
 * Records what the provider said. 'processing' only notes the send; any other answer moves the
 * invoice through the workflow (history, audit) — once: a webhook and a poll bringing the same
 * answer find the invoice already moved. An authorised invoice then gets its files and e-mail.
 */
export async function applyProviderState(
  ctx: Ctx,
  invoiceId: number,
  state: ProviderInvoiceState,
  extra: { request?: InvoiceRequest; submitted?: boolean } = {},
): Promise<void> {
  const { db } = ctx.database;
  const sent = {
    ...(extra.request ? { request: extra.request } : {}),
    ...(extra.submitted ? { submittedAt: new Date() } : {}),
    claimedAt: null,
  };
  if (state.status === 'processing') {
    await db
      .update(fiscalInvoices)
      .set({ ...sent, updatedAt: new Date() })
      .where(sql`${fiscalInvoices.id} = ${invoiceId} AND ${fiscalInvoices.status} = 'processing'`);
    return;
  }
  const to: FiscalInvoiceStatus = state.status;
  await moveDocument(db, {
    table: fiscalInvoices,
    workflow: FISCAL_INVOICE_WORKFLOW,
    id: invoiceId,
    to,
    user: null,
    notFoundMessage: FISCAL_INVOICE_NOT_FOUND_MESSAGE,
    note: moveNote(state),
    data: state.sefazCode ? { sefazCode: state.sefazCode } : undefined,
    onlyIf: (row) => row.status === 'processing' || (to === 'cancelled' && row.status === 'authorized'),
    effects: async (_tx, row) => ({
      ...sent,
      sefazCode: state.sefazCode,
      sefazMessage: state.sefazMessage,
      messages: [...row.messages, ...stateMessages(state)],
      ...(state.accessKey ? { accessKey: state.accessKey } : {}),
      ...(state.number ? { number: state.number } : {}),
      ...(state.series ? { series: state.series } : {}),
      ...(state.protocol ? { protocol: state.protocol } : {}),
      ...(state.files ? { providerFiles: { ...row.providerFiles, ...Object.fromEntries(Object.entries(state.files).filter(([, v]) => v)) } } : {}),
      ...(to === 'authorized' ? { authorizedAt: new Date() } : {}),
      ...(to === 'cancelled' ? { cancelledAt: new Date() } : {}),
    }),
  });
  if (to === 'authorized' || to === 'cancelled') await finishAuthorizedInvoice(ctx, invoiceId);
}

/** Reads a sent invoice back from the provider (poll or webhook) and records the answer. */
export async function refreshInvoice(ctx: Ctx, invoiceId: number): Promise<void> {
  const { db } = ctx.database;
  const invoice = await findInvoice(db, invoiceId);
  if (invoice.status !== 'processing' || !invoice.submittedAt) return;
  const issuerRow = await readIssuerRow(db);
  const calls: ProviderCallLog[] = [];
  try {
    const state = await ctx.fiscal.consult(providerAccountOf(issuerRow), invoice.reference, (c) => calls.push(c));
    await logCalls(db, invoiceId, ctx.fiscal.name, calls);
    // The provider never got it (the send was lost): send it again, same reference.
    if (!state) await db.execute(sql`UPDATE fiscal_invoices SET submitted_at = NULL, claimed_at = NULL WHERE id = ${invoiceId} AND status = 'processing'`);
    else await applyProviderState(ctx, invoiceId, state);
  } catch (err) {
    await logCalls(db, invoiceId, ctx.fiscal.name, calls);
    throw err;
  }
}

/** What automatic issuing does for a paid order (the job enqueued at payment): nothing unless the shop asked for it and is set up. */
export async function issueInvoiceAutomatically(ctx: Ctx, orderId: string): Promise<number | null> {
  const { db } = ctx.database;
  const issuer = await readIssuerRow(db);
  if (!issuer.autoIssue || !issuerReady(ctx, issuer)) return null;
  if (!invoiceable(await orderStateOf(db, orderId))) return null;
  const { id } = await createOrderInvoice(ctx, orderId, null);
  await sendInvoice(ctx, id);
  return id;
}

/** 'Emitir nota' for a paid order that has none (automatic issuing off, or paid before the settings). */
export async function issueInvoiceForOrder(ctx: Ctx, user: SessionUser, orderId: string): Promise<number> {
  const { db } = ctx.database;
  if (!issuerReady(ctx, await readIssuerRow(db))) throw new AppError('FISCAL_NOT_CONFIGURED', FISCAL_NOT_CONFIGURED_MESSAGE);
  const order = await orderStateOf(db, orderId);
  if (order === null) throw notFound('Pedido não encontrado.');
  if (order.status === 'cancelled') throw new AppError('ORDER_CANCELLED', ORDER_CANCELLED_FOR_INVOICE_MESSAGE);
  if (order.paymentStatus !== 'paid') throw new AppError('ORDER_NOT_PAID', ORDER_NOT_PAID_FOR_INVOICE_MESSAGE);
  const { id, created } = await createOrderInvoice(ctx, orderId, user);
  if (!created) throw new AppError('DUPLICATE', ORDER_HAS_INVOICE_MESSAGE);
  await sendQuietly(ctx, id);
  return id;
}

/** 'Emitir novamente': a rejected invoice goes back to 'processing' and is rebuilt from today's data. */
export async function reissueInvoice(ctx: Ctx, user: SessionUser, scope: StoreScope, invoiceId: number, version: number): Promise<void> {
  // Another store's transfer NF-e is missing, before its state or version say anything (decision 078).
  await readInvoiceInScope(ctx.database.db, invoiceId, scope);
  await moveDocument(ctx.database.db, {
    table: fiscalInvoices,
    workflow: FISCAL_INVOICE_WORKFLOW,
    id: invoiceId,
    to: 'processing',
    version,
    user,
    note: 'Emitir novamente',
    notFoundMessage: FISCAL_INVOICE_NOT_FOUND_MESSAGE,
    effects: async () => ({ submittedAt: null, claimedAt: null }),
  });
  await sendQuietly(ctx, invoiceId);
}

/** A send from a screen: a provider that cannot be reached leaves the invoice 'processing' for the poll, with a note. */
async function sendQuietly(ctx: Ctx, invoiceId: number) {
  try {
    await sendInvoice(ctx, invoiceId);
  } catch (err) {
    if (!(err instanceof FiscalProviderError)) throw err;
    const note = invoiceMessage('info', `${err.message} A nota continua em processamento.`);
    await ctx.database.db.execute(sql`UPDATE fiscal_invoices SET messages = messages || ${JSON.stringify([note])}::jsonb WHERE id = ${invoiceId}`);
  }
}
