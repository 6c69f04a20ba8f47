import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffDocuments, staffMembers } from '../../db/schema';
import { notFound } from '../../http/errors';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Documento não encontrado.';

/** A document of this staff member (a document id of someone else's record is not found). */
export async function findStaffDocument(db: DbOrTx, staffId: string, docId: number) {
  const [row] = await db
    .select({ doc: staffDocuments })
    .from(staffDocuments)
    .innerJoin(staffMembers, eq(staffMembers.id, staffDocuments.staffId))
    .where(and(eq(staffDocuments.id, docId), eq(staffMembers.userId, staffId)));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return row.doc;
}
