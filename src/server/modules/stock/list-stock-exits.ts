import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { stockExitWorkflow } from '../../../domain/document-workflows';
import {
  DOCUMENT_COUNT_CAP,
  type DocumentPage,
  EXIT_NOT_FOUND_MESSAGE,
  type StockExitDetail,
  type StockExitItem,
  type StockExitListItem,
  type StockExitListQuery,
} from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { products, stockExitItems, stockExits, stores } from '../../db/schema';
import { notFound } from '../../http/errors';
import { allOf, documentList, equalsFilter, periodCondition, wordsCondition } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';
import { postedDocumentItem, reversalFields } from './posted-document-item';

// Aliased x and st because the exits report (and through it the list's CSV) applies exitFilter over its own raw FROM.
const x = alias(stockExits, 'x');
const st = alias(stores, 'st');

type UnitQuantity = { unit: string | null; quantity: number | string };
const reversal = reversalFields(stockExitWorkflow.type, x.id);

/**
 * An exit as its list row and details read it: store, line count, quantities per unit, source and
 * reversal. store_id is a NOT NULL key, so a left join keeps the same rows and PostgreSQL drops it
 * from the list's count (as for the entries).
 */
export function selectExits(db: DbOrTx) {
  return db
    .select({
      exit: x,
      storeName: st.name,
      lineCount: sql<number>`(SELECT count(*)::int FROM stock_exit_items i WHERE i.exit_id = ${x.id})`.mapWith(Number),
      quantities: sql<UnitQuantity[]>`(SELECT json_agg(json_build_object('unit', u.unit, 'quantity', u.quantity) ORDER BY u.first_id)
            FROM (SELECT p.unit, sum(i.quantity) AS quantity, min(i.id) AS first_id
                    FROM stock_exit_items i LEFT JOIN products p ON p.id = i.product_id
                   WHERE i.exit_id = ${x.id} GROUP BY p.unit) u)`.mapWith((v: UnitQuantity[] | string | null): UnitQuantity[] =>
        typeof v === 'string' ? JSON.parse(v) : (v ?? []),
      ),
      sourceCode: sql<string | null>`(SELECT m.code FROM merchandise_requests m WHERE ${x.sourceType} = 'merchandise_request' AND m.id = ${x.sourceId})`,
      ...reversal,
    })
    .from(x)
    .leftJoin(st, eq(st.id, x.storeId))
    .$dynamic();
}

type ExitRow = Awaited<ReturnType<typeof selectExits>>[number];

function toItem({ exit: e, ...r }: ExitRow): StockExitListItem {
  return {
    id: e.id,
    code: e.code,
    storeId: e.storeId,
    storeName: r.storeName ?? '',
    exitDate: e.exitDate,
    totalItems: e.totalItems,
    lineCount: r.lineCount,
    quantities: r.quantities.map((q) => ({ unit: q.unit ?? '', quantity: Number(q.quantity) })),
    ...postedDocumentItem(e, r),
    source: e.sourceType && e.sourceId != null ? { type: e.sourceType, id: e.sourceId, label: r.sourceCode ?? `#${e.sourceId}` } : null,
  };
}

/**
 * The filter of the exits lists and exports: the user's store scope, then period (exit date),
 * store, product and text (code, store, products, notes).
 */
export function exitFilter(q: Omit<StockExitListQuery, 'page' | 'pageSize'>, scope: StoreScope) {
  return allOf(
    inStoreScope(scope, x.storeId),
    periodCondition(x.exitDate, q, 'date'),
    equalsFilter(x.storeId, q.storeId),
    q.productId ? sql`EXISTS (SELECT 1 FROM stock_exit_items i WHERE i.exit_id = ${x.id} AND i.product_id = ${q.productId})` : undefined,
    wordsCondition(
      [x.code, st.name, x.notes, sql`(SELECT string_agg(i.product_name || ' ' || i.product_code, ' ') FROM stock_exit_items i WHERE i.exit_id = ${x.id})`],
      q.search,
    ),
  );
}

/** The exits history, newest first (NULLS LAST as in stock_exits_date_idx: the first page comes from the index). */
export async function listStockExits(db: DbOrTx, q: StockExitListQuery, scope: StoreScope): Promise<DocumentPage<StockExitListItem>> {
  const orderBy = [sql`${x.exitDate} DESC NULLS LAST`, sql`${x.id} DESC NULLS LAST`];
  return documentList(db, selectExits(db), { where: exitFilter(q, scope), orderBy, cap: DOCUMENT_COUNT_CAP }, q, toItem);
}

/** One exit with its lines as they left (names, codes and storage places of that day); another store's is missing to store staff. */
export async function getStockExit(db: DbOrTx, id: number, scope: StoreScope): Promise<StockExitDetail> {
  const [row] = await selectExits(db).where(allOf(eq(x.id, id), inStoreScope(scope, x.storeId)));
  if (!row) throw notFound(EXIT_NOT_FOUND_MESSAGE);
  const items = await db
    .select({ line: stockExitItems, unit: products.unit })
    .from(stockExitItems)
    .leftJoin(products, eq(products.id, stockExitItems.productId))
    .where(eq(stockExitItems.exitId, id))
    .orderBy(asc(stockExitItems.id));
  const lines: StockExitItem[] = items.map(({ line: i, unit }) => ({
    productId: i.productId,
    productName: i.productName,
    productCode: i.productCode,
    shelf: i.shelf,
    box: i.box,
    quantity: i.quantity,
    unit: unit ?? '',
    unitCostCents: i.unitCostCents,
    unitPriceCents: i.unitPriceCents,
  }));
  return { ...toItem(row), items: lines };
}
