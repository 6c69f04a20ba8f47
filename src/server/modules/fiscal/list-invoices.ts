import { eq, sql } from 'drizzle-orm';
import type { CustomerInvoice, FiscalInvoiceDetail, FiscalInvoiceListItem, OrderInvoiceSummary } from '../../../domain/api/fiscal';
import type { FiscalEnvironment } from '../../../domain/fiscal/build-nfe-request';
import { type FiscalInvoiceStatus, fiscalInvoiceStatusLabel } from '../../../domain/fiscal/invoice-status';
import { canCancelInvoice, cancelDeadline, FISCAL_INVOICE_NOT_FOUND_MESSAGE } from '../../../domain/fiscal/rules';
import { shortOrderId } from '../../../domain/ids';
import type { FiscalInvoiceListQuery } from '../../../domain/schemas/fiscal';
import { DOCUMENT_COUNT_CAP, type DocumentPage } from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { fiscalInvoices, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { allOf, cappedPage, periodCondition, wordsCondition } from '../../http/list-query';
import { listDocumentHistory } from '../../workflow/list-document-history';
import { FISCAL_INVOICE_WORKFLOW } from '../../../domain/fiscal/invoice-status';

export type { CustomerInvoice, FiscalInvoiceDetail, FiscalInvoiceListItem, OrderInvoiceSummary };

type Row = {
  id: number;
  order_id: string;
  customer_name: string;
  total_cents: number;
  status: string;
  number: string | null;
  series: string | null;
  access_key: string | null;
  environment: string;
  sefaz_code: string | null;
  sefaz_message: string | null;
  created_at: string | Date;
  authorized_at: string | Date | null;
  updated_at: string | Date;
  version: number;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

const SELECT = sql`SELECT f.id, f.order_id, o.customer_name, o.total_cents, f.status, f.number, f.series, f.access_key, f.environment,
  f.sefaz_code, f.sefaz_message, f.created_at, f.authorized_at, f.updated_at, f.version`;
const FROM = sql`FROM fiscal_invoices f JOIN orders o ON o.id = f.order_id`;

const toItem = (r: Row): FiscalInvoiceListItem => ({
  id: Number(r.id),
  orderId: r.order_id,
  orderShortId: shortOrderId(r.order_id),
  customerName: r.customer_name,
  totalCents: Number(r.total_cents),
  status: r.status as FiscalInvoiceStatus,
  statusLabel: fiscalInvoiceStatusLabel(r.status),
  number: r.number,
  series: r.series,
  accessKey: r.access_key,
  environment: r.environment as FiscalEnvironment,
  sefazCode: r.sefaz_code,
  sefazMessage: r.sefaz_message,
  createdAt: iso(r.created_at)!,
  authorizedAt: iso(r.authorized_at),
  updatedAt: iso(r.updated_at)!,
});

/** Notas Emitidas: newest first; period on the invoice's creation, status, and text (order, customer, number, key). */
export async function listInvoices(db: DbOrTx, q: FiscalInvoiceListQuery): Promise<DocumentPage<FiscalInvoiceListItem>> {
  const where = allOf(
    periodCondition(sql`f.created_at`, q, 'timestamp'),
    q.status ? sql`f.status = ${q.status}` : undefined,
    wordsCondition([sql`right(f.order_id::text, 6)`, sql`o.customer_name`, sql`f.number`, sql`f.access_key`], q.search),
  );
  return cappedPage(db, { select: SELECT, from: sql`${FROM} WHERE ${where}`, orderBy: sql`f.created_at DESC, f.id DESC`, cap: DOCUMENT_COUNT_CAP }, q, toItem);
}

/** Rejected invoices nobody has dealt with: the dashboard's card. */
export async function countRejectedInvoices(db: DbOrTx): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM fiscal_invoices WHERE status = 'rejected'`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function getInvoiceDetail(db: DbOrTx, id: number, now: Date = new Date()): Promise<FiscalInvoiceDetail> {
  const row = (await db.execute<Row>(sql`${SELECT} ${FROM} WHERE f.id = ${id}`)).rows[0];
  if (!row) throw notFound(FISCAL_INVOICE_NOT_FOUND_MESSAGE);
  const [inv] = await db.select().from(fiscalInvoices).where(eq(fiscalInvoices.id, id));
  const [order] = await db.select().from(orders).where(eq(orders.id, inv!.orderId));
  const item = toItem(row);
  const deadline = cancelDeadline(inv!.authorizedAt);
  return {
    ...item,
    version: inv!.version,
    protocol: inv!.protocol,
    messages: inv!.messages,
    history: await listDocumentHistory(db, FISCAL_INVOICE_WORKFLOW.type, id),
    cancelDeadline: deadline?.toISOString() ?? null,
    canCancel: canCancelInvoice(inv!, now),
    canReissue: inv!.status === 'rejected',
    hasDanfe: !!inv!.danfeKey,
    hasXml: !!inv!.xmlKey,
    hasCancelXml: !!inv!.cancelXmlKey,
    cancelJustification: inv!.cancelJustification,
    cancelledAt: inv!.cancelledAt?.toISOString() ?? null,
    order: {
      id: order!.id,
      shortId: shortOrderId(order!.id),
      status: order!.status,
      paymentStatus: order!.paymentStatus,
      customerName: order!.customerName,
      customerEmail: order!.customerEmail,
      totalCents: order!.totalCents,
    },
  };
}

/** The invoice of one order, for the order screens and the cancel-order question. */
export async function getOrderInvoice(db: DbOrTx, orderId: string, now: Date = new Date()): Promise<OrderInvoiceSummary | null> {
  const row = (await db.execute<Row>(sql`${SELECT} ${FROM} WHERE f.order_id = ${orderId}::uuid`)).rows[0];
  if (!row) return null;
  const item = toItem(row);
  return { ...item, version: Number(row.version), canCancel: canCancelInvoice(item, now), cancelDeadline: cancelDeadline(item.authorizedAt)?.toISOString() ?? null };
}

/** Perfil → Pedidos: the customer's authorised and cancelled invoices, newest first. */
export async function listCustomerInvoices(db: DbOrTx, userId: string): Promise<{ items: CustomerInvoice[] }> {
  const r = await db.execute<{ order_id: string; status: string; number: string | null; series: string | null; access_key: string | null; authorized_at: string | Date | null; danfe_key: string | null; xml_key: string | null }>(sql`
    SELECT f.order_id, f.status, f.number, f.series, f.access_key, f.authorized_at, f.danfe_key, f.xml_key
    FROM fiscal_invoices f JOIN orders o ON o.id = f.order_id
    WHERE o.user_id = ${userId} AND f.status IN ('authorized', 'cancelled')
    ORDER BY f.authorized_at DESC NULLS LAST, f.id DESC`);
  return {
    items: r.rows.map((i) => ({
      orderId: i.order_id,
      status: i.status as FiscalInvoiceStatus,
      statusLabel: fiscalInvoiceStatusLabel(i.status),
      number: i.number,
      series: i.series,
      accessKey: i.access_key,
      authorizedAt: iso(i.authorized_at),
      danfeUrl: i.status === 'authorized' && i.danfe_key ? `/api/store/invoices/${i.order_id}/danfe` : null,
      xmlUrl: i.xml_key ? `/api/store/invoices/${i.order_id}/xml` : null,
    })),
  };
}
