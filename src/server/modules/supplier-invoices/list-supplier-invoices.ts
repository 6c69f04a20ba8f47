import { sql } from 'drizzle-orm';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  type InvoiceStatus,
  type SupplierInvoiceDetail,
  type SupplierInvoiceListItem,
  type SupplierInvoiceListQuery,
} from '../../../domain/schemas/receiving';
import { DOCUMENT_COUNT_CAP, type DocumentPage } from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { allOf, cappedPage, periodCondition, wordsCondition } from '../../http/list-query';
import { INVOICE_HEADING_COLUMNS, type InvoiceHeadingRow, toInvoiceHeading } from './invoice-heading';

type Row = InvoiceHeadingRow & {
  id: number;
  total_cents: number;
  status: string;
  item_count: number;
  check_id: number | null;
  photo_storage_key: string | null;
  photo_file_name: string | null;
  source: string;
};

const SELECT = sql`
  SELECT n.id, ${INVOICE_HEADING_COLUMNS}, n.total_cents, n.status, n.photo_storage_key, n.photo_file_name, n.source,
         (SELECT count(*)::int FROM supplier_invoice_items i WHERE i.invoice_id = n.id) AS item_count,
         (SELECT c.id FROM receiving_checks c WHERE c.invoice_id = n.id) AS check_id`;
const FROM = sql`FROM supplier_invoices n JOIN suppliers s ON s.id = n.supplier_id`;

const toItem = (r: Row): SupplierInvoiceListItem => ({
  id: Number(r.id),
  ...toInvoiceHeading(r),
  totalCents: Number(r.total_cents),
  status: r.status as InvoiceStatus,
  itemCount: Number(r.item_count),
  checkId: r.check_id == null ? null : Number(r.check_id),
  hasPhoto: Boolean(r.photo_storage_key),
  source: r.source,
});

/** Received invoices, newest emission first: period (emission date), supplier, status and text (number, supplier, items). */
export async function listSupplierInvoices(db: DbOrTx, q: SupplierInvoiceListQuery): Promise<DocumentPage<SupplierInvoiceListItem>> {
  const where = allOf(
    periodCondition(sql`n.emission_date`, q, 'date'),
    q.supplierId ? sql`n.supplier_id = ${q.supplierId}` : undefined,
    q.status ? sql`n.status = ${q.status}` : undefined,
    wordsCondition(
      [sql`n.number`, sql`s.name`, sql`(SELECT string_agg(i.description, ' ') FROM supplier_invoice_items i WHERE i.invoice_id = n.id)`],
      q.search,
    ),
  );
  const from = sql`${FROM} WHERE ${where}`;
  return cappedPage(db, { select: SELECT, from, orderBy: sql`n.emission_date DESC, n.id DESC`, cap: DOCUMENT_COUNT_CAP }, q, toItem);
}

export async function findSupplierInvoiceRow(db: DbOrTx, id: number): Promise<Row> {
  const row = (await db.execute<Row>(sql`${SELECT} ${FROM} WHERE n.id = ${id}`)).rows[0];
  if (!row) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
  return row;
}

/** One invoice with its items as the supplier wrote them, expected and (once counted) received. */
export async function getSupplierInvoice(db: DbOrTx, id: number): Promise<SupplierInvoiceDetail> {
  const row = await findSupplierInvoiceRow(db, id);
  type ItemRow = { line_no: number; description: string; code: string | null; expected: number; received: number | null; unit_cost_cents: number | null } & Record<string, unknown>;
  const items = await db.execute<ItemRow>(sql`
    SELECT i.line_no, i.description, p.code, i.expected_quantity AS expected, i.unit_cost_cents, p.id AS product_id, p.name AS product_name, p.barcode, p.stock,
           p.price_cents, p.cost_price_cents, p.supplier_id AS product_supplier_id, p.unit, p.shelf, p.box,
           (SELECT ci.received_quantity FROM receiving_check_items ci WHERE ci.invoice_item_id = i.id) AS received
    FROM supplier_invoice_items i LEFT JOIN products p ON p.id = i.product_id
    WHERE i.invoice_id = ${id} ORDER BY i.line_no`);
  return {
    ...toItem(row),
    photoFileName: row.photo_file_name,
    items: items.rows.map((i) => ({
      lineNo: Number(i.line_no),
      name: i.description,
      productCode: i.code,
      expected: Number(i.expected),
      received: i.received == null ? null : Number(i.received),
      unitCostCents: i.unit_cost_cents == null ? null : Number(i.unit_cost_cents),
      product:
        i.product_id == null
          ? null
          : {
              id: Number(i.product_id),
              name: String(i.product_name),
              code: String(i.code),
              barcode: (i.barcode as string | null) ?? null,
              stock: Number(i.stock),
              priceCents: Number(i.price_cents),
              costPriceCents: Number(i.cost_price_cents),
              supplierId: i.product_supplier_id == null ? null : Number(i.product_supplier_id),
              unit: String(i.unit ?? ''),
              shelf: String(i.shelf ?? ''),
              box: String(i.box ?? ''),
            },
    })),
  };
}
