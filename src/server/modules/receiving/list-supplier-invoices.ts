import { asc, eq, sql } from 'drizzle-orm';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  type InvoiceStatus,
  type SupplierInvoiceDetail,
  type SupplierInvoiceListItem,
  type SupplierInvoiceListQuery,
} from '../../../domain/schemas/receiving';
import { DOCUMENT_COUNT_CAP, type DocumentPage } from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { products, supplierInvoiceItems, supplierInvoices, suppliers } from '../../db/schema';
import { notFound } from '../../http/errors';
import { allOf, documentList, equalsFilter, periodCondition, wordsCondition } from '../../http/list-query';
import { pickedProductFields } from '../products';
import { invoiceHeadingFields } from './invoice-heading';

const n = supplierInvoices;

/** An invoice as its list row and details read it: heading, total, status, item count, its check. */
function selectInvoices(db: DbOrTx) {
  return db
    .select({
      id: n.id,
      heading: invoiceHeadingFields,
      totalCents: n.totalCents,
      status: n.status,
      photoStorageKey: n.photoStorageKey,
      photoFileName: n.photoFileName,
      source: n.source,
      itemCount: sql<number>`(SELECT count(*)::int FROM supplier_invoice_items i WHERE i.invoice_id = ${n.id})`.mapWith(Number),
      checkId: sql<number | null>`(SELECT c.id FROM receiving_checks c WHERE c.invoice_id = ${n.id})`,
    })
    .from(n)
    .innerJoin(suppliers, eq(suppliers.id, n.supplierId))
    .$dynamic();
}

type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];

const toItem = (r: InvoiceRow): SupplierInvoiceListItem => ({
  id: r.id,
  ...r.heading,
  totalCents: r.totalCents,
  status: r.status as InvoiceStatus,
  itemCount: r.itemCount,
  checkId: r.checkId,
  hasPhoto: Boolean(r.photoStorageKey),
  source: r.source,
});

/** Received invoices, newest emission first: period (emission date), supplier, status and text (number, supplier, items). */
export async function listSupplierInvoices(db: DbOrTx, q: SupplierInvoiceListQuery): Promise<DocumentPage<SupplierInvoiceListItem>> {
  const where = allOf(
    periodCondition(n.emissionDate, q, 'date'),
    equalsFilter(n.supplierId, q.supplierId),
    equalsFilter(n.status, q.status),
    wordsCondition(
      [n.number, suppliers.name, sql`(SELECT string_agg(i.description, ' ') FROM supplier_invoice_items i WHERE i.invoice_id = ${n.id})`],
      q.search,
    ),
  );
  return documentList(db, selectInvoices(db), { where, orderBy: [sql`${n.emissionDate} DESC`, sql`${n.id} DESC`], cap: DOCUMENT_COUNT_CAP }, q, toItem);
}

export async function findSupplierInvoiceRow(db: DbOrTx, id: number): Promise<InvoiceRow> {
  const [row] = await selectInvoices(db).where(eq(n.id, id));
  if (!row) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
  return row;
}

/** One invoice with its items as the supplier wrote them, expected and (once counted) received. */
export async function getSupplierInvoice(db: DbOrTx, id: number): Promise<SupplierInvoiceDetail> {
  const row = await findSupplierInvoiceRow(db, id);
  const i = supplierInvoiceItems;
  const items = await db
    .select({
      lineNo: i.lineNo,
      description: i.description,
      expected: i.expectedQuantity,
      unitCostCents: i.unitCostCents,
      received: sql<number | null>`(SELECT ci.received_quantity FROM receiving_check_items ci WHERE ci.invoice_item_id = ${i.id})`,
      product: pickedProductFields,
    })
    .from(i)
    .leftJoin(products, eq(products.id, i.productId))
    .where(eq(i.invoiceId, id))
    .orderBy(asc(i.lineNo));
  return {
    ...toItem(row),
    photoFileName: row.photoFileName,
    items: items.map((item) => ({
      lineNo: item.lineNo,
      name: item.description,
      productCode: item.product?.code ?? null,
      expected: item.expected,
      received: item.received,
      unitCostCents: item.unitCostCents,
      product: item.product,
    })),
  };
}
