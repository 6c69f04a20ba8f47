import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CustomerInvoice, FiscalInvoiceDetail, FiscalInvoiceListItem, OrderInvoiceSummary, OrderWithoutInvoice } from '../../../domain/api/fiscal';
import type { FiscalEnvironment } from '../../../domain/fiscal/build-nfe-request';
import { FISCAL_INVOICE_WORKFLOW, type FiscalInvoiceStatus, fiscalInvoiceStatusLabel } from '../../../domain/fiscal/invoice-status';
import { canCancelInvoice, cancelDeadline, FISCAL_INVOICE_NOT_FOUND_MESSAGE } from '../../../domain/fiscal/rules';
import { shortOrderId } from '../../../domain/ids';
import type { FiscalInvoiceListQuery } from '../../../domain/schemas/fiscal';
import { DOCUMENT_COUNT_CAP, type DocumentPage } from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { fiscalInvoices, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { allOf, documentList, equalsFilter, periodCondition, wordsCondition } from '../../http/list-query';
import { listDocumentHistory } from '../../workflow/list-document-history';

export type { CustomerInvoice, FiscalInvoiceDetail, FiscalInvoiceListItem, OrderInvoiceSummary, OrderWithoutInvoice };

const f = fiscalInvoices;

// An invoice as its list row shows it, with its order's customer and total.
const itemFields = {
  id: f.id,
  // Read from the joined order: the sales invoices' list (a transfer's NF-e has no order).
  orderId: orders.id,
  customerName: orders.customerName,
  totalCents: orders.totalCents,
  status: f.status,
  number: f.number,
  series: f.series,
  accessKey: f.accessKey,
  environment: f.environment,
  sefazCode: f.sefazCode,
  sefazMessage: f.sefazMessage,
  createdAt: f.createdAt,
  authorizedAt: f.authorizedAt,
  updatedAt: f.updatedAt,
  version: f.version,
};

const selectInvoices = (db: DbOrTx) => db.select(itemFields).from(f).innerJoin(orders, eq(orders.id, f.orderId)).$dynamic();

type ItemRow = Awaited<ReturnType<typeof selectInvoices>>[number];

const toItem = (r: ItemRow): FiscalInvoiceListItem => ({
  id: r.id,
  orderId: r.orderId,
  orderShortId: shortOrderId(r.orderId),
  customerName: r.customerName,
  totalCents: r.totalCents,
  status: r.status as FiscalInvoiceStatus,
  statusLabel: fiscalInvoiceStatusLabel(r.status),
  number: r.number,
  series: r.series,
  accessKey: r.accessKey,
  environment: r.environment as FiscalEnvironment,
  sefazCode: r.sefazCode,
  sefazMessage: r.sefazMessage,
  createdAt: r.createdAt.toISOString(),
  authorizedAt: r.authorizedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

/** Notas Emitidas: newest first; period on the invoice's creation, status, and text (order, customer, number, key). */
export async function listInvoices(db: DbOrTx, q: FiscalInvoiceListQuery): Promise<DocumentPage<FiscalInvoiceListItem>> {
  const where = allOf(
    periodCondition(f.createdAt, q, 'timestamp'),
    equalsFilter(f.status, q.status),
    wordsCondition([sql`right(${f.orderId}::text, 6)`, orders.customerName, f.number, f.accessKey], q.search),
  );
  return documentList(db, selectInvoices(db), { where, orderBy: [desc(f.createdAt), desc(f.id)], cap: DOCUMENT_COUNT_CAP }, q, toItem);
}

/** Rejected invoices nobody has dealt with: the dashboard's card. */
export async function countRejectedInvoices(db: DbOrTx): Promise<number> {
  // A cancelled order's rejected invoice waits for nobody.
  return db.$count(
    f,
    sql`${f.status} = 'rejected' AND ${f.orderId} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = ${f.orderId} AND o.status = 'cancelled')`,
  );
}

export async function getInvoiceDetail(db: DbOrTx, id: number, now: Date = new Date()): Promise<FiscalInvoiceDetail> {
  const [row] = await db.select({ item: itemFields, inv: f, order: orders }).from(f).innerJoin(orders, eq(orders.id, f.orderId)).where(eq(f.id, id));
  if (!row) throw notFound(FISCAL_INVOICE_NOT_FOUND_MESSAGE);
  const { inv, order } = row;
  const deadline = cancelDeadline(inv.authorizedAt);
  return {
    ...toItem(row.item),
    version: inv.version,
    protocol: inv.protocol,
    messages: inv.messages,
    history: await listDocumentHistory(db, FISCAL_INVOICE_WORKFLOW.type, id),
    cancelDeadline: deadline?.toISOString() ?? null,
    canCancel: canCancelInvoice(inv, now),
    canReissue: inv.status === 'rejected' && order.status !== 'cancelled',
    hasDanfe: !!inv.danfeKey,
    hasXml: !!inv.xmlKey,
    hasCancelXml: !!inv.cancelXmlKey,
    cancelJustification: inv.cancelJustification,
    cancelledAt: inv.cancelledAt?.toISOString() ?? null,
    order: {
      id: order.id,
      shortId: shortOrderId(order.id),
      status: order.status,
      paymentStatus: order.paymentStatus,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      totalCents: order.totalCents,
    },
  };
}

/** The invoice of one order, for the order screens and the cancel-order question. */
export async function getOrderInvoice(db: DbOrTx, orderId: string, now: Date = new Date()): Promise<OrderInvoiceSummary | null> {
  const [row] = await selectInvoices(db).where(eq(f.orderId, orderId));
  if (!row) return null;
  const item = toItem(row);
  return { ...item, version: row.version, canCancel: canCancelInvoice(item, now), cancelDeadline: cancelDeadline(item.authorizedAt)?.toISOString() ?? null };
}

const WITHOUT_INVOICE_SHOWN = 50;

/**
 * Paid orders, not cancelled, that have no NF-e (paid with automatic issuing off, before the issuer
 * was set up, or from the demo history): the newest paid first, for Notas Emitidas' 'Emitir nota'.
 */
export async function listOrdersWithoutInvoice(db: DbOrTx): Promise<{ items: OrderWithoutInvoice[]; total: number }> {
  const where = sql`${orders.paymentStatus} = 'paid' AND ${orders.status} <> 'cancelled'
    AND NOT EXISTS (SELECT 1 FROM fiscal_invoices fi WHERE fi.order_id = ${orders.id})`;
  const [rows, total] = await Promise.all([
    db
      .select({ orderId: orders.id, customerName: orders.customerName, totalCents: orders.totalCents, paidAt: orders.paidAt })
      .from(orders)
      .where(where)
      .orderBy(sql`${orders.paidAt} DESC NULLS LAST`, desc(orders.createdAt))
      .limit(WITHOUT_INVOICE_SHOWN),
    db.$count(orders, where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, orderShortId: shortOrderId(r.orderId), paidAt: r.paidAt?.toISOString() ?? null })),
    total,
  };
}

/** Perfil → Pedidos: the customer's authorised and cancelled invoices, newest first. */
export async function listCustomerInvoices(db: DbOrTx, userId: string): Promise<{ items: CustomerInvoice[] }> {
  const rows = await db
    .select({
      orderId: orders.id,
      status: f.status,
      number: f.number,
      series: f.series,
      accessKey: f.accessKey,
      authorizedAt: f.authorizedAt,
      cancelledAt: f.cancelledAt,
      danfeKey: f.danfeKey,
      xmlKey: f.xmlKey,
      cancelXmlKey: f.cancelXmlKey,
    })
    .from(f)
    .innerJoin(orders, eq(orders.id, f.orderId))
    .where(and(eq(orders.userId, userId), inArray(f.status, ['authorized', 'cancelled'])))
    .orderBy(sql`${f.authorizedAt} DESC NULLS LAST`, desc(f.id));
  return {
    items: rows.map((i) => ({
      orderId: i.orderId,
      status: i.status as FiscalInvoiceStatus,
      statusLabel: fiscalInvoiceStatusLabel(i.status),
      number: i.number,
      series: i.series,
      accessKey: i.accessKey,
      authorizedAt: i.authorizedAt?.toISOString() ?? null,
      cancelledAt: i.cancelledAt?.toISOString() ?? null,
      // A cancelled invoice no longer counts: its DANFE and authorised XML are not offered, the cancellation's XML is.
      danfeUrl: i.status === 'authorized' && i.danfeKey ? `/api/store/invoices/${i.orderId}/danfe` : null,
      xmlUrl: i.status === 'authorized' && i.xmlKey ? `/api/store/invoices/${i.orderId}/xml` : null,
      cancelXmlUrl: i.status === 'cancelled' && i.cancelXmlKey ? `/api/store/invoices/${i.orderId}/cancel-xml` : null,
    })),
  };
}
