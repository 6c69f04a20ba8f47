import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_ONLY_MESSAGE } from '../../../domain/roles';
import { SELF_DELETE_MESSAGE } from '../../../domain/schemas/admin-users';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import { staffDocuments, staffMembers, user } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../http/errors';
import { anonymiseUser } from './anonymise-user';
import { USER_NOT_FOUND_MESSAGE } from './change-user-role';

/**
 * Deletes an account the way the shop can: the user row stays, anonymised, because orders, stock
 * movements and the audit log point at it; credentials, sessions and personal data go. A staff or
 * administrator account also loses its staff record (and that record's documents) and becomes a
 * plain, unusable customer row, so no staff list or permission can pick it up again.
 * The audit entry keeps no personal data, or the deletion would live on in the log.
 */
export async function deleteUser(ctx: AppContext, actor: SessionUser, userId: string): Promise<void> {
  if (userId === actor.id) throw new AppError('SELF_DELETE', SELF_DELETE_MESSAGE);
  const { db } = ctx.database;
  const removedFiles = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, role: user.role, createdAt: user.createdAt })
      .from(user)
      .where(and(eq(user.id, userId), isNull(user.deletedAt)))
      .for('update');
    if (!target) throw notFound(USER_NOT_FOUND_MESSAGE);
    if (target.role === 'admin' && actor.role !== 'admin') throw forbidden(ADMIN_ONLY_MESSAGE);
    const [staff] = await tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.userId, userId));
    let files: string[] = [];
    if (staff) {
      files = (await tx.select({ key: staffDocuments.storageKey }).from(staffDocuments).where(eq(staffDocuments.staffId, staff.id))).map((d) => d.key);
      await tx.delete(staffMembers).where(eq(staffMembers.id, staff.id));
    }
    await anonymiseUser(tx, userId);
    if (target.role !== 'customer') await tx.update(user).set({ role: 'customer' }).where(eq(user.id, userId));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'user',
      entityId: userId,
      before: { role: target.role, staffRecord: Boolean(staff) },
      after: { anonymised: true },
    });
    return files;
  });
  // Files go once the rows are gone; a failure here leaves an orphan file, never a broken row.
  await Promise.all(removedFiles.map((key) => ctx.storage.delete(key).catch(() => undefined)));
}
