import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DOCUMENT_COUNT_CAP, type DocumentPage } from '../../../domain/schemas/stock-documents';
import {
  adjustmentValueCents,
  countDifference,
  STOCK_COUNT_NOT_FOUND_MESSAGE,
  type StockCountDetail,
  type StockCountLine,
  type StockCountListQuery,
  type StockCountStatus,
  type StockCountSummary,
  stockCountWorkflow,
} from '../../../domain/stock-counts';
import type { Db, DbOrTx } from '../../db/client';
import { documentHistory, stockCounts, stockLocations, stores } from '../../db/schema';
import { readShopSettings } from '../../db/settings-store';
import { notFound } from '../../http/errors';
import { allOf, documentList, equalsFilter, periodCondition, wordsCondition } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';

const k = alias(stockCounts, 'k');
const loc = alias(stockLocations, 'loc');
const st = alias(stores, 'st');

/** While a blind count is being counted nobody sees what the place should hold (decision 066). */
export const hidesExpected = (count: { blind: boolean; status: string }) => count.blind && count.status === 'counting';

function selectCounts(db: DbOrTx) {
  return db
    .select({
      count: k,
      locationName: sql<string>`coalesce(${st.name}, ${loc.name})`,
      lineCount: sql<number>`(SELECT count(*)::int FROM stock_count_items i WHERE i.count_id = ${k.id})`.mapWith(Number),
      countedLines: sql<number>`(SELECT count(*)::int FROM stock_count_items i WHERE i.count_id = ${k.id} AND i.counted IS NOT NULL)`.mapWith(Number),
      valueCents:
        sql<number>`(SELECT coalesce(sum(abs(coalesce(i.applied_difference, i.counted - i.expected_when_counted)) * coalesce(i.unit_cost_cents, p.cost_price_cents)), 0)::int
        FROM stock_count_items i JOIN products p ON p.id = i.product_id WHERE i.count_id = ${k.id} AND i.counted IS NOT NULL)`.mapWith(Number),
    })
    .from(k)
    .innerJoin(loc, eq(loc.id, k.locationId))
    .leftJoin(st, eq(st.id, k.storeId))
    .$dynamic();
}

type CountRow = Awaited<ReturnType<typeof selectCounts>>[number];

function toSummary({ count: c, ...r }: CountRow): StockCountSummary {
  return {
    id: c.id,
    code: c.code,
    locationId: c.locationId,
    locationName: r.locationName,
    storeId: c.storeId,
    blind: c.blind,
    status: c.status as StockCountStatus,
    version: c.version,
    notes: c.notes,
    createdByName: c.createdByName,
    createdAt: c.createdAt.toISOString(),
    appliedAt: c.appliedAt?.toISOString() ?? null,
    lineCount: r.lineCount,
    countedLines: r.countedLines,
    adjustmentValueCents: hidesExpected(c) ? null : r.valueCents,
  };
}

/** Inventários, newest first: store staff see their store's only; period, place, status and text (code, place, notes). */
export async function listStockCounts(db: DbOrTx, q: StockCountListQuery, scope: StoreScope): Promise<DocumentPage<StockCountSummary>> {
  const where = allOf(
    inStoreScope(scope, k.storeId),
    periodCondition(k.createdAt, q, 'timestamp'),
    equalsFilter(k.locationId, q.locationId),
    equalsFilter(k.status, q.status),
    wordsCondition([k.code, st.name, loc.name, k.notes], q.search),
  );
  return documentList(db, selectCounts(db), { where, orderBy: [sql`${k.id} DESC`], cap: DOCUMENT_COUNT_CAP }, q, toSummary);
}

type LineRow = {
  product_id: number;
  name: string;
  code: string;
  barcode: string | null;
  unit: string | null;
  expected_at_open: number;
  counted: number | null;
  expected_when_counted: number | null;
  counted_at: string | Date | null;
  counted_by_name: string | null;
  unit_cost_cents: number | null;
  applied_difference: number | null;
  on_hand: number;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** The count's lines with the place's balance now: by product name. */
export async function readCountLines(db: DbOrTx, countId: number, locationId: number): Promise<LineRow[]> {
  const result = await db.execute<LineRow>(sql`
    SELECT i.product_id, p.name, p.code, p.barcode, p.unit, i.expected_at_open, i.counted, i.expected_when_counted,
      i.counted_at, i.counted_by_name, coalesce(i.unit_cost_cents, p.cost_price_cents) AS unit_cost_cents,
      i.applied_difference, coalesce(b.on_hand, 0)::int AS on_hand
    FROM stock_count_items i
    JOIN products p ON p.id = i.product_id
    LEFT JOIN stock_balances b ON b.product_id = i.product_id AND b.location_id = ${locationId}
    WHERE i.count_id = ${countId}
    ORDER BY p.name, p.id`);
  return result.rows.map((r) => ({
    ...r,
    product_id: Number(r.product_id),
    expected_at_open: Number(r.expected_at_open),
    counted: r.counted === null ? null : Number(r.counted),
    expected_when_counted: r.expected_when_counted === null ? null : Number(r.expected_when_counted),
    unit_cost_cents: r.unit_cost_cents === null ? null : Number(r.unit_cost_cents),
    applied_difference: r.applied_difference === null ? null : Number(r.applied_difference),
    on_hand: Number(r.on_hand),
  }));
}

function toLine(r: LineRow, hide: boolean, applied: boolean): StockCountLine {
  const counted = r.counted;
  const expected = counted !== null || applied ? r.expected_when_counted : r.on_hand;
  const difference = counted !== null && r.expected_when_counted !== null ? countDifference(counted, r.expected_when_counted) : null;
  return {
    productId: r.product_id,
    productName: r.name,
    productCode: r.code,
    barcode: r.barcode,
    unit: r.unit ?? '',
    counted,
    countedAt: iso(r.counted_at),
    countedByName: r.counted_by_name,
    expected: hide ? null : expected,
    movedSinceOpen: hide ? null : r.on_hand - r.expected_at_open,
    difference: hide ? null : difference,
    unitCostCents: r.unit_cost_cents ?? 0,
    appliedDifference: r.applied_difference,
  };
}

/** One count with its lines and history; another store's is missing (404) to store staff. */
export async function getStockCount(db: Db, id: number, scope: StoreScope): Promise<StockCountDetail> {
  const [row] = await selectCounts(db).where(allOf(eq(k.id, id), inStoreScope(scope, k.storeId)));
  if (!row) throw notFound(STOCK_COUNT_NOT_FOUND_MESSAGE);
  const hide = hidesExpected(row.count);
  const [lines, history, shop] = await Promise.all([
    readCountLines(db, id, row.count.locationId),
    db
      .select()
      .from(documentHistory)
      .where(and(eq(documentHistory.documentType, stockCountWorkflow.type), eq(documentHistory.documentId, String(id))))
      .orderBy(asc(documentHistory.createdAt), asc(documentHistory.id)),
    readShopSettings(db),
  ]);
  const items = lines.map((l) => toLine(l, hide, row.count.status === 'applied'));
  const summary = toSummary(row);
  return {
    ...summary,
    adjustmentValueCents: hide
      ? null
      : adjustmentValueCents(items.map((l) => ({ difference: l.appliedDifference ?? l.difference ?? 0, unitCostCents: l.unitCostCents }))),
    hidesExpected: hide,
    reason: row.count.reason,
    lines: items,
    history: history.map((h) => ({ from: h.fromStatus ?? '', to: h.toStatus, note: h.note, userName: h.userName, createdAt: h.createdAt.toISOString() })),
    approvalThresholdCents: shop.countApprovalThresholdCents ?? 0,
  };
}

/** The count row as the user's scope reads it (404 for another store's), for the writes. */
export async function readScopedCount(db: DbOrTx, id: number, scope: StoreScope) {
  const [row] = await db
    .select()
    .from(stockCounts)
    .where(allOf(eq(stockCounts.id, id), inStoreScope(scope, stockCounts.storeId)));
  if (!row) throw notFound(STOCK_COUNT_NOT_FOUND_MESSAGE);
  return row;
}
