import { desc, eq } from 'drizzle-orm';
import type { StaffDocument } from '../../../domain/api/staff';
import type { DbOrTx } from '../../db/client';
import { staffDocuments, staffMembers } from '../../db/schema';

export type { StaffDocument };

export const documentDownloadUrl = (staffId: string, docId: number) => `/api/admin/staff/${encodeURIComponent(staffId)}/documents/${docId}/download`;

type Row = typeof staffDocuments.$inferSelect;

export const toStaffDocument = (staffId: string, d: Row): StaffDocument => ({
  id: d.id,
  type: d.type,
  date: d.date,
  description: d.description,
  fileName: d.fileName,
  mimeType: d.mimeType,
  sizeBytes: d.sizeBytes,
  createdAt: d.createdAt.toISOString(),
  downloadUrl: documentDownloadUrl(staffId, d.id),
});

/** A staff member's documents, newest first. */
export async function listStaffDocuments(db: DbOrTx, staffId: string): Promise<StaffDocument[]> {
  const rows = await db
    .select({ doc: staffDocuments })
    .from(staffDocuments)
    .innerJoin(staffMembers, eq(staffMembers.id, staffDocuments.staffId))
    .where(eq(staffMembers.userId, staffId))
    .orderBy(desc(staffDocuments.createdAt), desc(staffDocuments.id));
  return rows.map((r) => toStaffDocument(staffId, r.doc));
}
