import { asc, eq, sql } from 'drizzle-orm';
import {
  RECEIVING_CHECK_NOT_FOUND_MESSAGE,
  type ReceivingCheckDetail,
  type ReceivingCheckLine,
  type ReceivingCheckListItem,
  type ReceivingCheckListQuery,
} from '../../../domain/schemas/receiving';
import { DOCUMENT_COUNT_CAP, type DocumentPage } from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { productLineFields } from '../../db/product-fields';
import { products, receivingCheckItems, receivingChecks, supplierInvoices, suppliers } from '../../db/schema';
import { notFound } from '../../http/errors';
import { allOf, documentList, equalsFilter, likePattern, periodCondition, wordsCondition } from '../../http/list-query';
import { invoiceHeadingFields } from './invoice-heading';

const c = receivingChecks;
const n = supplierInvoices;

/** A check as its list row, its details and a staff member's history read it: its invoice's heading, who received, lines and discrepancies. */
export function selectChecks(db: DbOrTx) {
  return db
    .select({
      check: c,
      heading: invoiceHeadingFields,
      itemsChecked: sql<number>`(SELECT count(*)::int FROM receiving_check_items i WHERE i.check_id = ${c.id})`.mapWith(Number),
      discrepancies:
        sql<number>`(SELECT count(*)::int FROM receiving_check_items i WHERE i.check_id = ${c.id} AND i.expected_quantity <> i.received_quantity)`.mapWith(
          Number,
        ),
    })
    .from(c)
    .innerJoin(n, eq(n.id, c.invoiceId))
    .innerJoin(suppliers, eq(suppliers.id, n.supplierId))
    .$dynamic();
}

type CheckRow = Awaited<ReturnType<typeof selectChecks>>[number];

const toItem = ({ check, heading, itemsChecked, discrepancies }: CheckRow): ReceivingCheckListItem => ({
  id: check.id,
  invoiceId: check.invoiceId,
  ...heading,
  receiverName: check.receiverName,
  itemsChecked,
  discrepancies,
  hasDiscrepancy: check.hasDiscrepancy,
  autoEntry: check.autoEntry,
  approvedByName: check.approvedByName,
  postedAt: check.postedAt?.toISOString() ?? null,
});

/** Period (reception date), NF number, supplier, receiver, discrepancy, text (every stored check is posted). */
function checkFilter(q: ReceivingCheckListQuery & { receiverUserId?: string }) {
  return allOf(
    periodCondition(n.receptionDate, q, 'date'),
    q.number ? sql`${n.number} LIKE ${likePattern(q.number)}` : undefined,
    equalsFilter(n.supplierId, q.supplierId),
    q.receiver ? wordsCondition([c.receiverName], q.receiver) : undefined,
    equalsFilter(c.receiverUserId, q.receiverUserId),
    q.discrepancy === 'with' ? sql`${c.hasDiscrepancy}` : q.discrepancy === 'without' ? sql`NOT ${c.hasDiscrepancy}` : undefined,
    wordsCondition([n.number, suppliers.name, c.receiverName, c.reportSummary], q.search),
  );
}

/** The checks history, newest reception first. */
export async function listReceivingChecks(db: DbOrTx, q: ReceivingCheckListQuery & { receiverUserId?: string }): Promise<DocumentPage<ReceivingCheckListItem>> {
  const orderBy = [sql`${n.receptionDate} DESC NULLS LAST`, sql`${c.id} DESC`];
  return documentList(db, selectChecks(db), { where: checkFilter(q), orderBy, cap: DOCUMENT_COUNT_CAP }, q, toItem);
}

/** One check with every line expected vs received, who received and who approved, and its report. */
export async function getReceivingCheck(db: DbOrTx, id: number): Promise<ReceivingCheckDetail> {
  const [row] = await selectChecks(db).where(eq(c.id, id));
  if (!row) throw notFound(RECEIVING_CHECK_NOT_FOUND_MESSAGE);
  const i = receivingCheckItems;
  const lines = await db
    .select({
      productId: i.productId,
      ...productLineFields,
      expectedQuantity: i.expectedQuantity,
      receivedQuantity: i.receivedQuantity,
    })
    .from(i)
    .innerJoin(products, eq(products.id, i.productId))
    .where(eq(i.checkId, id))
    .orderBy(asc(i.position), asc(i.id));
  return {
    ...toItem(row),
    reportSummary: row.check.reportSummary,
    notes: row.check.notes,
    createdByName: row.check.createdByName,
    lines: lines satisfies ReceivingCheckLine[],
  };
}
