import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../../domain/roles';
import { ADMIN_ONLY_MESSAGE } from '../../../domain/roles';
import { SELF_ROLE_CHANGE_MESSAGE } from '../../../domain/schemas/admin-users';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { staffMembers, user } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../http/errors';
import { endSessions } from './anonymise-user';
import { defaultJobTitle } from './job-title';

export const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado.';

/**
 * Someone with 'users.manage' changes another account's role. The user's sessions end, so the new role
 * (more or less access) applies from their next sign-in. Becoming staff or administrator creates
 * the staff record when there is none; going back to customer keeps it (documents and history
 * stay with the record; staff lists show only accounts whose role is staff or admin).
 */
export async function changeUserRole(db: Db, actor: SessionUser, userId: string, role: Role): Promise<void> {
  if (userId === actor.id) throw new AppError('SELF_ROLE_CHANGE', SELF_ROLE_CHANGE_MESSAGE);
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(and(eq(user.id, userId), isNull(user.deletedAt)))
      .for('update');
    if (!target) throw notFound(USER_NOT_FOUND_MESSAGE);
    // 'users.manage' (route guard) covers staff and customers; administrators are the admin role's.
    if (actor.role !== 'admin' && (target.role === 'admin' || role === 'admin')) throw forbidden(ADMIN_ONLY_MESSAGE);
    if (target.role === role) return;
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
    if (role !== 'customer') {
      await tx
        .insert(staffMembers)
        .values({ userId, jobTitle: defaultJobTitle(role) })
        .onConflictDoNothing({ target: staffMembers.userId });
    }
    await endSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'user',
      entityId: userId,
      before: { role: target.role },
      after: { role },
    });
  });
}
