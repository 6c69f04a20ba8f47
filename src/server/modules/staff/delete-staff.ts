import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import { staffDocuments, staffMembers, user } from '../../db/schema';
import { AppError } from '../../http/errors';
import { anonymiseUser } from '../users';
import { getStaff } from './get-staff';
import { assertMayManage } from './staff-access';
import { auditedStaff } from './staff-audit';

export const SELF_DELETE_MESSAGE = 'Você não pode excluir a si mesmo.';

/**
 * Someone leaves the staff: the staff record and its documents go, and the account is anonymised
 * (sessions and credentials removed, personal data blanked, role back to customer) rather than
 * deleted, so the history that names them — audit, stock movements, order status changes,
 * payments confirmed — keeps its references. Needs 'users.manage' (route guard); an administrator's
 * record, the admin role.
 */
export async function deleteStaff(ctx: AppContext, actor: SessionUser, id: string) {
  if (id === actor.id) throw new AppError('SELF_DELETE', SELF_DELETE_MESSAGE);
  const { db } = ctx.database;
  const before = await getStaff(db, id);
  assertMayManage(actor, before);
  const files = await db
    .select({ key: staffDocuments.storageKey })
    .from(staffDocuments)
    .innerJoin(staffMembers, eq(staffMembers.id, staffDocuments.staffId))
    .where(eq(staffMembers.userId, id));
  await db.transaction(async (tx) => {
    await tx.delete(staffMembers).where(eq(staffMembers.userId, id));
    await anonymiseUser(tx, id);
    await tx.update(user).set({ role: 'customer' }).where(eq(user.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'staff', entityId: id, before: auditedStaff(before) });
  });
  // Files go after the commit: a failed transaction must not leave rows pointing at nothing.
  await Promise.all(files.map((f) => ctx.storage.delete(f.key).catch(() => undefined)));
}
