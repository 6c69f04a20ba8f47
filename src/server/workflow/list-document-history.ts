import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DocumentHistoryEntry } from '../../domain/schemas/requests';
import type { Db, Tx } from '../db/client';
import { documentHistory } from '../db/schema';

/** The status moves of one document, oldest first, as the details dialogs show them. */
export async function listDocumentHistory(db: Db | Tx, documentType: string, documentId: number | string): Promise<DocumentHistoryEntry[]> {
  const rows = await db
    .select()
    .from(documentHistory)
    .where(and(eq(documentHistory.documentType, documentType), eq(documentHistory.documentId, String(documentId))))
    .orderBy(asc(documentHistory.createdAt), asc(documentHistory.id));
  return rows.map((h) => ({
    id: h.id,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    note: h.note,
    data: (h.data as Record<string, unknown> | null) ?? null,
    userName: h.userName,
    createdAt: h.createdAt.toISOString(),
  }));
}

/**
 * Who moved a document to `status` and when, from its history, as two fields of a typed list
 * select (a reversal is recorded once, as a move, not on the document's row).
 */
export function lastMoveFields(documentType: string, id: AnyPgColumn, status: string) {
  const last = (column: SQL) =>
    sql`(SELECT ${column} FROM document_history h WHERE h.document_type = ${documentType} AND h.document_id = ${id}::text AND h.to_status = ${status} ORDER BY h.id DESC LIMIT 1)`;
  return {
    at: sql<Date | null>`${last(sql`h.created_at`)}`.mapWith(documentHistory.createdAt),
    byName: sql<string | null>`${last(sql`h.user_name`)}`,
  };
}
