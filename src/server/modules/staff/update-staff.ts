import { and, eq, ne } from 'drizzle-orm';
import type { StaffUpdateInput } from '../../../domain/schemas/staff';
import { recordAudit } from '../../audit/record-audit';
import { EMAIL_TAKEN_MESSAGE, emailTaken } from '../../auth/email-taken';
import type { AppContext, SessionUser } from '../../context';
import { session, staffMembers, user } from '../../db/schema';
import { sqlState, UNIQUE_VIOLATION } from '../../http/db-errors';
import { badRequest, conflict } from '../../http/errors';
import { endSessions } from '../users/anonymise-user';
import { ensureStaffRow } from './ensure-staff-row';
import { getStaff } from './get-staff';
import { assertMayManage, roleForJobTitle } from './staff-access';
import { auditedStaff } from './staff-audit';

export const SELF_DEMOTION_MESSAGE = 'Você não pode remover sua própria função de administrador.';

/**
 * Edits a staff member. A blank password keeps the current one; a new one is hashed by Better
 * Auth and ends the member's other sessions. The role follows the job title only when the title
 * changes, so an admin promoted on the users screen is not demoted by an unrelated edit.
 */
export async function updateStaff(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  input: StaffUpdateInput,
  actorSessionId?: string,
) {
  const { db } = ctx.database;
  const before = await getStaff(db, id);
  assertMayManage(actor, before, input.jobTitle);
  const role = input.jobTitle === before.jobTitle ? before.role : roleForJobTitle(input.jobTitle);
  if (id === actor.id && before.role === 'admin' && role !== 'admin') throw badRequest(SELF_DEMOTION_MESSAGE, 'SELF_DEMOTION');
  if (await emailTaken(db, input.email, id)) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');

  const authCtx = await ctx.auth.$context;
  const hash = input.password ? await authCtx.password.hash(input.password) : null;
  let after: Awaited<ReturnType<typeof getStaff>>;
  try {
    after = await db.transaction(async (tx) => {
      await tx
        .update(user)
        .set({ name: input.name, email: input.email, phone: input.phone, role, updatedAt: new Date() })
        .where(eq(user.id, id));
      await ensureStaffRow(tx, before);
      await tx
        .update(staffMembers)
        .set({
          jobTitle: input.jobTitle,
          phone: input.phone,
          address: input.address,
          hireDate: input.hireDate,
          updatedAt: new Date(),
        })
        .where(eq(staffMembers.userId, id));
      // New powers (or fewer) take effect at the next sign-in.
      if (role !== before.role) await endSessions(tx, id);
      const member = await getStaff(tx, id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'staff',
        entityId: id,
        before: auditedStaff(before),
        after: { ...auditedStaff(member), ...(hash ? { passwordChanged: true } : {}) },
      });
      return member;
    });
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
    throw err;
  }

  if (hash) {
    const accounts = await authCtx.internalAdapter.findAccounts(id);
    if (accounts.some((a) => a.providerId === 'credential')) {
      await authCtx.internalAdapter.updatePassword(id, hash);
    } else {
      await authCtx.internalAdapter.linkAccount({ userId: id, providerId: 'credential', accountId: id, password: hash });
    }
    // Whoever knew the old password is signed out everywhere; the editor keeps their own session.
    const others = actorSessionId ? and(eq(session.userId, id), ne(session.id, actorSessionId)) : eq(session.userId, id);
    await db.delete(session).where(others);
  }
  return after;
}
