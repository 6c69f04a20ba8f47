import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import { staffDocuments } from '../../db/schema';
import { findStaffDocument } from './find-staff-document';
import { getStaff } from './get-staff';
import { assertMayManage } from './staff-access';
import { toStaffDocument } from './staff-documents';

export async function deleteStaffDocument(ctx: AppContext, actor: SessionUser, staffId: string, docId: number) {
  const { db } = ctx.database;
  assertMayManage(actor, await getStaff(db, staffId));
  const doc = await db.transaction(async (tx) => {
    const found = await findStaffDocument(tx, staffId, docId);
    await tx.delete(staffDocuments).where(eq(staffDocuments.id, docId));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'staff_document',
      entityId: docId,
      before: { staffId, ...toStaffDocument(staffId, found) },
    });
    return found;
  });
  await ctx.storage.delete(doc.storageKey).catch(() => undefined);
}
