import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { REQUEST_KINDS, REQUEST_WORKFLOWS, type RequestKind } from '../../../domain/requests';
import { INVALID_STATUS_MESSAGE, type MyRequestsQuery, type RequestListQuery, type RequestPage } from '../../../domain/schemas/requests';
import { DOCUMENT_COUNT_CAP } from '../../../domain/schemas/stock-documents';
import { isStatusOf } from '../../../domain/workflow/define-workflow';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http/errors';
import { allOf, countUpTo, documentList, equalsFilter, pageWindow, wordsCondition } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';
import { REQUEST_SOURCES, type RequestRow, toRequestListItem } from './request-sources';

/** A manage tab: one kind of request, newest first, by text (code, who, notes, products) and status. */
export async function listRequests(db: DbOrTx, kind: RequestKind, q: RequestListQuery, scope: StoreScope): Promise<RequestPage> {
  if (q.status && !isStatusOf(REQUEST_WORKFLOWS[kind], q.status)) throw badRequest(INVALID_STATUS_MESSAGE);
  const source = REQUEST_SOURCES[kind];
  // A store's staff see their store's merchandise requests and special orders only (issue 26); purchases are the warehouse's.
  const ofStore = source.storeId ? inStoreScope(scope, source.storeId) : undefined;
  const where = allOf(equalsFilter(source.table.status, q.status), ofStore, wordsCondition(source.search, q.search));
  return documentList(db, source.select(db), { where, orderBy: newestFirst(source.table), cap: DOCUMENT_COUNT_CAP }, q, toRequestListItem);
}

/**
 * A manage tab's order, NULLS LAST as its (created_at, id) index was built (drizzle's .desc()):
 * with a plain DESC the database cannot walk that index and sorts every request (52 ms against
 * 1 ms for the first page at 100,000 purchase requests).
 */
export function newestFirst(table: { createdAt: AnyColumn; id: AnyColumn }): SQL[] {
  return [sql`${table.createdAt} DESC NULLS LAST`, sql`${table.id} DESC NULLS LAST`];
}

/** Acompanhar Minhas Solicitações: the three kinds the user asked for, newest first. */
export async function listMyRequests(db: DbOrTx, userId: string, q: MyRequestsQuery): Promise<RequestPage> {
  const kinds = q.type === 'all' ? REQUEST_KINDS : [q.type];
  const [first, ...rest] = kinds.map((kind) => {
    const source = REQUEST_SOURCES[kind];
    return source.select(db).where(allOf(eq(source.table.requestedById, userId), wordsCondition(source.search, q.search)));
  });
  const union = rest.length ? unionAll(first!, ...(rest as [typeof first & {}])).$dynamic() : first!;
  const { total, capped } = await countUpTo(db, union.getSQL(), DOCUMENT_COUNT_CAP);
  const { page, offset } = pageWindow(q.page, q.pageSize, total);
  // By the union's column names: created_at and code are the first branch's.
  const rows: RequestRow[] = await union.orderBy(sql`created_at DESC`, sql`code DESC`).limit(q.pageSize).offset(offset);
  return { items: rows.map(toRequestListItem), total, totalCapped: capped, page, pageSize: q.pageSize };
}
