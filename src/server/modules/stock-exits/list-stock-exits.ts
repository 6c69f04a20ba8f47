import { sql } from 'drizzle-orm';
import { stockExitWorkflow } from '../../../domain/document-workflows';
import {
  DOCUMENT_COUNT_CAP,
  type DocumentPage,
  type StockExitDetail,
  type StockExitItem,
  type StockExitListItem,
  type StockExitListQuery,
  EXIT_NOT_FOUND_MESSAGE,
} from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { allOf, cappedPage, periodCondition, wordsCondition } from '../../http/list-query';
import { lastMoveColumns } from '../../workflow/list-document-history';

type Row = {
  id: number;
  code: string;
  store_id: number;
  store_name: string;
  exit_date: string;
  total_items: number;
  line_count: number;
  quantities: { unit: string | null; quantity: number | string }[] | string | null;
  notes: string;
  created_by_name: string;
  created_at: string | Date;
  source_type: string | null;
  source_id: number | null;
  source_code: string | null;
  reversed_at: string | Date | null;
  reversed_by_name: string | null;
};

const SELECT = sql`
  SELECT x.id, x.code, x.store_id, st.name AS store_name, to_char(x.exit_date, 'YYYY-MM-DD') AS exit_date, x.total_items,
         (SELECT count(*)::int FROM stock_exit_items i WHERE i.exit_id = x.id) AS line_count,
         (SELECT json_agg(json_build_object('unit', u.unit, 'quantity', u.quantity) ORDER BY u.first_id)
            FROM (SELECT p.unit, sum(i.quantity) AS quantity, min(i.id) AS first_id
                    FROM stock_exit_items i LEFT JOIN products p ON p.id = i.product_id
                   WHERE i.exit_id = x.id GROUP BY p.unit) u) AS quantities,
         x.notes, x.created_by_name, x.created_at, x.source_type, x.source_id,
         (SELECT m.code FROM merchandise_requests m WHERE x.source_type = 'merchandise_request' AND m.id = x.source_id) AS source_code,
         ${lastMoveColumns(stockExitWorkflow.type, sql`x.id`, 'reversed')}`;
export const EXITS_FROM = sql`FROM stock_exits x JOIN stores st ON st.id = x.store_id`;
const FROM = EXITS_FROM;

function toItem(r: Row): StockExitListItem {
  return {
    id: Number(r.id),
    code: r.code,
    storeId: Number(r.store_id),
    storeName: r.store_name,
    exitDate: r.exit_date,
    totalItems: Number(r.total_items),
    lineCount: Number(r.line_count),
    quantities: (typeof r.quantities === 'string' ? JSON.parse(r.quantities) : (r.quantities ?? [])).map((q: { unit: string | null; quantity: number | string }) => ({
      unit: q.unit ?? '',
      quantity: Number(q.quantity),
    })),
    notes: r.notes,
    createdByName: r.created_by_name,
    createdAt: new Date(r.created_at).toISOString(),
    reversedAt: r.reversed_at ? new Date(r.reversed_at).toISOString() : null,
    reversedByName: r.reversed_by_name,
    source: r.source_type && r.source_id != null ? { type: r.source_type, id: Number(r.source_id), label: r.source_code ?? `#${r.source_id}` } : null,
  };
}

/** The filter of the exits lists and exports: period (exit date), store, product and text (code, store, products, notes). */
export function exitFilter(q: Omit<StockExitListQuery, 'page' | 'pageSize'>) {
  return allOf(
    periodCondition(sql`x.exit_date`, q, 'date'),
    q.storeId ? sql`x.store_id = ${q.storeId}` : undefined,
    q.productId ? sql`EXISTS (SELECT 1 FROM stock_exit_items i WHERE i.exit_id = x.id AND i.product_id = ${q.productId})` : undefined,
    wordsCondition(
      [sql`x.code`, sql`st.name`, sql`x.notes`, sql`(SELECT string_agg(i.product_name || ' ' || i.product_code, ' ') FROM stock_exit_items i WHERE i.exit_id = x.id)`],
      q.search,
    ),
  );
}

/** The exits history, newest first (NULLS LAST as in stock_exits_date_idx: the first page comes from the index). */
export async function listStockExits(db: DbOrTx, q: StockExitListQuery): Promise<DocumentPage<StockExitListItem>> {
  const from = sql`${FROM} WHERE ${exitFilter(q)}`;
  const orderBy = sql`x.exit_date DESC NULLS LAST, x.id DESC NULLS LAST`;
  return cappedPage(db, { select: SELECT, from, orderBy, cap: DOCUMENT_COUNT_CAP }, q, toItem);
}

/** One exit with its lines as they left (names, codes and storage places of that day). */
export async function getStockExit(db: DbOrTx, id: number): Promise<StockExitDetail> {
  const result = await db.execute<Row>(sql`${SELECT} ${FROM} WHERE x.id = ${id}`);
  const row = result.rows[0];
  if (!row) throw notFound(EXIT_NOT_FOUND_MESSAGE);
  const items = await db.execute<{
    product_id: number;
    product_name: string;
    product_code: string;
    shelf: string;
    box: string;
    quantity: number;
    unit: string | null;
    unit_cost_cents: number;
    unit_price_cents: number;
  }>(
    sql`SELECT i.product_id, i.product_name, i.product_code, i.shelf, i.box, i.quantity, p.unit, i.unit_cost_cents, i.unit_price_cents
        FROM stock_exit_items i LEFT JOIN products p ON p.id = i.product_id WHERE i.exit_id = ${id} ORDER BY i.id`,
  );
  const lines: StockExitItem[] = items.rows.map((i) => ({
    productId: Number(i.product_id),
    productName: i.product_name,
    productCode: i.product_code,
    shelf: i.shelf,
    box: i.box,
    quantity: Number(i.quantity),
    unit: i.unit ?? '',
    unitCostCents: Number(i.unit_cost_cents),
    unitPriceCents: Number(i.unit_price_cents),
  }));
  return { ...toItem(row), items: lines };
}
