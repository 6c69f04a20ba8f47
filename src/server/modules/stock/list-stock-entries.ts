import { eq, sql } from 'drizzle-orm';
import { stockEntryWorkflow } from '../../../domain/document-workflows';
import { DOCUMENT_COUNT_CAP, type DocumentPage, type StockEntryListItem, type StockEntryListQuery } from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { productLineFields } from '../../db/product-fields';
import { products, stockEntries, suppliers } from '../../db/schema';
import { allOf, documentList, equalsFilter, periodCondition, wordsCondition } from '../../http/list-query';
import { postedDocumentItem, reversalFields } from './posted-document-item';

const reversal = reversalFields(stockEntryWorkflow.type, stockEntries.id);

/** The entries history, newest first: period (entry date), product, supplier and text filters. */
export async function listStockEntries(db: DbOrTx, q: StockEntryListQuery): Promise<DocumentPage<StockEntryListItem>> {
  const select = db
    .select({
      entry: stockEntries,
      ...productLineFields,
      supplierName: suppliers.name,
      ...reversal,
    })
    .from(stockEntries)
    .innerJoin(products, eq(products.id, stockEntries.productId))
    .leftJoin(suppliers, eq(suppliers.id, stockEntries.supplierId))
    .$dynamic();
  const where = allOf(
    periodCondition(stockEntries.entryDate, q, 'date'),
    equalsFilter(stockEntries.productId, q.productId),
    equalsFilter(stockEntries.supplierId, q.supplierId),
    wordsCondition([products.name, products.code, sql`coalesce(${suppliers.name}, '')`, stockEntries.notes], q.search),
  );
  // NULLS LAST as in stock_entries_date_idx, so the first page is read from the index, not sorted.
  const orderBy = [sql`${stockEntries.entryDate} DESC NULLS LAST`, sql`${stockEntries.id} DESC NULLS LAST`];
  return documentList(db, select, { where, orderBy, cap: DOCUMENT_COUNT_CAP }, q, ({ entry: e, ...r }) => ({
    id: e.id,
    productId: e.productId,
    productName: r.productName,
    productCode: r.productCode,
    quantity: e.quantity,
    unit: r.unit,
    entryDate: e.entryDate,
    supplierId: e.supplierId,
    supplierName: r.supplierName,
    unitCostCents: e.unitCostCents,
    unitPriceCents: e.unitPriceCents,
    ...postedDocumentItem(e, r),
    source: e.sourceType && e.sourceId != null ? { type: e.sourceType, id: e.sourceId, label: `Conferência #${e.sourceId}` } : null,
  }));
}
