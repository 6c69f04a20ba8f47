import { and, asc, eq } from 'drizzle-orm';
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
