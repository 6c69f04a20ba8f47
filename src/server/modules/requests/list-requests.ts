import { and, sql } from 'drizzle-orm';
import { REQUEST_KINDS, REQUEST_WORKFLOWS, type RequestKind } from '../../../domain/requests';
import { INVALID_STATUS_MESSAGE, type MyRequestsQuery, type RequestListQuery, type RequestPage } from '../../../domain/schemas/requests';
import { DOCUMENT_COUNT_CAP } from '../../../domain/schemas/stock-documents';
import { isStatusOf } from '../../../domain/workflow/define-workflow';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http/errors';
import { allOf, countUpTo, pageWindow, wordsCondition } from '../../http/list-query';
import { REQUEST_SOURCES, type RequestRow, toRequestListItem } from './request-sources';

/** A manage tab: one kind of request, newest first, by text (code, who, notes, products) and status. */
export async function listRequests(db: DbOrTx, kind: RequestKind, q: RequestListQuery, storeId: number | null = null): Promise<RequestPage> {
  if (q.status && !isStatusOf(REQUEST_WORKFLOWS[kind], q.status)) throw badRequest(INVALID_STATUS_MESSAGE);
  const source = REQUEST_SOURCES[kind];
  // `storeId`: a store's staff see their store's merchandise requests and special orders only (issue 26).
  const ofStore = storeId !== null && kind !== 'purchase' ? sql`r.store_id = ${storeId}` : undefined;
  const where = allOf(q.status ? sql`r.status = ${q.status}` : undefined, ofStore, wordsCondition(source.search, q.search));
  const { total, capped } = await countUpTo(db, sql`${source.select} WHERE ${where}`, DOCUMENT_COUNT_CAP);
  const { page, offset } = pageWindow(q.page, q.pageSize, total);
  const result = await db.execute<RequestRow>(sql`${source.select} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${q.pageSize} OFFSET ${offset}`);
  return { items: result.rows.map(toRequestListItem), total, totalCapped: capped, page, pageSize: q.pageSize };
}

/** Acompanhar Minhas Solicitações: the three kinds the user asked for, newest first. */
export async function listMyRequests(db: DbOrTx, userId: string, q: MyRequestsQuery): Promise<RequestPage> {
  const kinds = q.type === 'all' ? REQUEST_KINDS : [q.type];
  const parts = kinds.map((kind) => {
    const source = REQUEST_SOURCES[kind];
    return sql`(${source.select} WHERE ${and(sql`r.requested_by_id = ${userId}`, wordsCondition(source.search, q.search))})`;
  });
  const union = sql.join(parts, sql` UNION ALL `);
  const { total, capped } = await countUpTo(db, sql`SELECT 1 FROM (${union}) u`, DOCUMENT_COUNT_CAP);
  const { page, offset } = pageWindow(q.page, q.pageSize, total);
  const result = await db.execute<RequestRow>(sql`SELECT * FROM (${union}) u ORDER BY u.created_at DESC, u.code DESC LIMIT ${q.pageSize} OFFSET ${offset}`);
  return { items: result.rows.map(toRequestListItem), total, totalCapped: capped, page, pageSize: q.pageSize };
}
