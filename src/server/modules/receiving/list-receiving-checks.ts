import { sql } from 'drizzle-orm';
import {
  RECEIVING_CHECK_NOT_FOUND_MESSAGE,
  type ReceivingCheckDetail,
  type ReceivingCheckLine,
  type ReceivingCheckListItem,
  type ReceivingCheckListQuery,
} from '../../../domain/schemas/receiving';
import { DOCUMENT_COUNT_CAP, type DocumentPage } from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { allOf, cappedPage, likePattern, periodCondition, wordsCondition } from '../../http/list-query';
import { INVOICE_HEADING_COLUMNS, type InvoiceHeadingRow, toInvoiceHeading } from '../supplier-invoices/invoice-heading';

type Row = InvoiceHeadingRow & {
  id: number;
  invoice_id: number;
  receiver_name: string;
  items_checked: number;
  discrepancies: number;
  has_discrepancy: boolean;
  auto_entry: boolean;
  approved_by_name: string | null;
  posted_at: string | Date | null;
  report_summary: string;
  notes: string;
  created_by_name: string;
};

const SELECT = sql`
  SELECT c.id, c.invoice_id, ${INVOICE_HEADING_COLUMNS},
         c.receiver_name, c.has_discrepancy, c.auto_entry, c.approved_by_name, c.posted_at, c.report_summary, c.notes, c.created_by_name,
         (SELECT count(*)::int FROM receiving_check_items i WHERE i.check_id = c.id) AS items_checked,
         (SELECT count(*)::int FROM receiving_check_items i WHERE i.check_id = c.id AND i.expected_quantity <> i.received_quantity) AS discrepancies`;
const FROM = sql`FROM receiving_checks c JOIN supplier_invoices n ON n.id = c.invoice_id JOIN suppliers s ON s.id = n.supplier_id`;

function toItem(r: Row): ReceivingCheckListItem {
  return {
    id: Number(r.id),
    invoiceId: Number(r.invoice_id),
    ...toInvoiceHeading(r),
    receiverName: r.receiver_name,
    itemsChecked: Number(r.items_checked),
    discrepancies: Number(r.discrepancies),
    hasDiscrepancy: Boolean(r.has_discrepancy),
    autoEntry: Boolean(r.auto_entry),
    approvedByName: r.approved_by_name,
    postedAt: r.posted_at ? new Date(r.posted_at).toISOString() : null,
  };
}

/** Period (reception date), NF number, supplier, receiver, discrepancy, text (every stored check is posted). */
function checkFilter(q: ReceivingCheckListQuery & { receiverUserId?: string }) {
  return allOf(
    periodCondition(sql`n.reception_date`, q, 'date'),
    q.number ? sql`n.number LIKE ${likePattern(q.number)}` : undefined,
    q.supplierId ? sql`n.supplier_id = ${q.supplierId}` : undefined,
    q.receiver ? wordsCondition([sql`c.receiver_name`], q.receiver) : undefined,
    q.receiverUserId ? sql`c.receiver_user_id = ${q.receiverUserId}` : undefined,
    q.discrepancy === 'with' ? sql`c.has_discrepancy` : q.discrepancy === 'without' ? sql`NOT c.has_discrepancy` : undefined,
    wordsCondition([sql`n.number`, sql`s.name`, sql`c.receiver_name`, sql`c.report_summary`], q.search),
  );
}

/** The checks history, newest reception first. */
export async function listReceivingChecks(db: DbOrTx, q: ReceivingCheckListQuery & { receiverUserId?: string }): Promise<DocumentPage<ReceivingCheckListItem>> {
  const from = sql`${FROM} WHERE ${checkFilter(q)}`;
  const orderBy = sql`n.reception_date DESC NULLS LAST, c.id DESC`;
  return cappedPage(db, { select: SELECT, from, orderBy, cap: DOCUMENT_COUNT_CAP }, q, toItem);
}

/** One check with every line expected vs received, who received and who approved, and its report. */
export async function getReceivingCheck(db: DbOrTx, id: number): Promise<ReceivingCheckDetail> {
  const result = await db.execute<Row>(sql`${SELECT} ${FROM} WHERE c.id = ${id}`);
  const row = result.rows[0];
  if (!row) throw notFound(RECEIVING_CHECK_NOT_FOUND_MESSAGE);
  const lines = await db.execute<{ product_id: number; name: string; code: string; unit: string; expected_quantity: number; received_quantity: number }>(sql`
    SELECT i.product_id, p.name, p.code, p.unit, i.expected_quantity, i.received_quantity
    FROM receiving_check_items i JOIN products p ON p.id = i.product_id WHERE i.check_id = ${id} ORDER BY i.position, i.id`);
  return {
    ...toItem(row),
    reportSummary: row.report_summary,
    notes: row.notes,
    createdByName: row.created_by_name,
    lines: lines.rows.map(
      (l): ReceivingCheckLine => ({
        productId: Number(l.product_id),
        productName: l.name,
        productCode: l.code,
        unit: l.unit,
        expectedQuantity: Number(l.expected_quantity),
        receivedQuantity: Number(l.received_quantity),
      }),
    ),
  };
}
