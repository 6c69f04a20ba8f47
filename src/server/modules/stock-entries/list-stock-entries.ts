import { sql } from 'drizzle-orm';
import { stockEntryWorkflow } from '../../../domain/document-workflows';
import { DOCUMENT_COUNT_CAP, type DocumentPage, type StockEntryListItem, type StockEntryListQuery } from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { allOf, cappedPage, periodCondition, wordsCondition } from '../../http/list-query';
import { lastMoveColumns } from '../../workflow/list-document-history';

type Row = {
  id: number;
  product_id: number;
  product_name: string;
  product_code: string;
  unit: string;
  quantity: number;
  entry_date: string;
  supplier_id: number | null;
  supplier_name: string | null;
  unit_cost_cents: number;
  unit_price_cents: number;
  notes: string;
  created_by_name: string;
  created_at: string | Date;
  reversed_at: string | Date | null;
  reversed_by_name: string | null;
  source_type: string | null;
  source_id: number | null;
};

const iso = (d: string | Date) => new Date(d).toISOString();

const SELECT = sql`
  SELECT e.id, e.product_id, p.name AS product_name, p.code AS product_code, p.unit, e.quantity, to_char(e.entry_date, 'YYYY-MM-DD') AS entry_date, e.supplier_id,
         s.name AS supplier_name, e.unit_cost_cents, e.unit_price_cents, e.notes, e.created_by_name, e.created_at,
         e.source_type, e.source_id, ${lastMoveColumns(stockEntryWorkflow.type, sql`e.id`, 'reversed')}`;

const toItem = (r: Row): StockEntryListItem => ({
  id: Number(r.id),
  productId: Number(r.product_id),
  productName: r.product_name,
  productCode: r.product_code,
  quantity: Number(r.quantity),
  unit: r.unit,
  entryDate: r.entry_date,
  supplierId: r.supplier_id == null ? null : Number(r.supplier_id),
  supplierName: r.supplier_name,
  unitCostCents: Number(r.unit_cost_cents),
  unitPriceCents: Number(r.unit_price_cents),
  notes: r.notes,
  createdByName: r.created_by_name,
  createdAt: iso(r.created_at),
  reversedAt: r.reversed_at ? iso(r.reversed_at) : null,
  reversedByName: r.reversed_by_name,
  source: r.source_type && r.source_id != null ? { type: r.source_type, id: Number(r.source_id), label: `Conferência #${r.source_id}` } : null,
});

/** The entries history, newest first: period (entry date), product, supplier and text filters. */
export async function listStockEntries(db: DbOrTx, q: StockEntryListQuery): Promise<DocumentPage<StockEntryListItem>> {
  const where = allOf(
    periodCondition(sql`e.entry_date`, q, 'date'),
    q.productId ? sql`e.product_id = ${q.productId}` : undefined,
    q.supplierId ? sql`e.supplier_id = ${q.supplierId}` : undefined,
    wordsCondition([sql`p.name`, sql`p.code`, sql`coalesce(s.name, '')`, sql`e.notes`], q.search),
  );
  const from = sql`FROM stock_entries e JOIN products p ON p.id = e.product_id LEFT JOIN suppliers s ON s.id = e.supplier_id WHERE ${where}`;
  // NULLS LAST as in stock_entries_date_idx, so the first page is read from the index, not sorted.
  const orderBy = sql`e.entry_date DESC NULLS LAST, e.id DESC NULLS LAST`;
  return cappedPage(db, { select: SELECT, from, orderBy, cap: DOCUMENT_COUNT_CAP }, q, toItem);
}
