import { eq } from 'drizzle-orm';
import { PASSWORD_NOT_HERE_MESSAGE, type StaffUpdateInput } from '../../../domain/schemas/staff';
import { recordAudit } from '../../audit-log/record-audit';
import { EMAIL_TAKEN_MESSAGE, emailTaken } from '../../auth/email-taken';
import type { AppContext, SessionUser } from '../../context';
import { staffMembers, user } from '../../db/schema';
import { sqlState, UNIQUE_VIOLATION } from '../../http/db-errors';
import { AppError, forbidden } from '../../http/errors';
import { permissionRefused } from '../../http/guards';
import type { StaffAccess } from '../permissions';
import { endSessions } from '../users';
import { assertStoreExists } from './assert-store-exists';
import { ensureStaffRow } from './ensure-staff-row';
import { getStaff } from './get-staff';
import { requestEmailChange } from './request-email-change';
import { assertMayManage, OWN_CONTACT_ONLY_MESSAGE, OWN_JOB_TITLE_MESSAGE, roleForJobTitle } from './staff-access';
import { auditedStaff } from './staff-audit';

export const SELF_DEMOTION_MESSAGE = 'Você não pode remover sua própria função de administrador.';

/**
 * Edits a staff member. Without 'staff.manage' only one's own contact data (name, phone,
 * address); nobody but an administrator changes their own job title or store (issue 26: a clerk
 * promoted themselves to Supervisor). The password is never set here (the schema refuses it).
 * The role follows the job title only when the title changes, so an admin promoted on the users
 * screen is not demoted by an unrelated edit. A new e-mail is not written here: it waits for the
 * current address to approve and the new one to confirm (requestEmailChange, issue 34), and the
 * answer says which address is pending.
 */
export async function updateStaff(ctx: AppContext, actor: SessionUser, access: StaffAccess, id: string, input: StaffUpdateInput) {
  const { db } = ctx.database;
  const before = await getStaff(db, id);
  const newEmail = input.email.toLowerCase() === before.email.toLowerCase() ? null : input.email;
  const storeId = input.storeId === undefined ? before.storeId : input.storeId;
  const ownTitleOrStoreChanges = input.jobTitle !== before.jobTitle || storeId !== before.storeId;
  if (!access.permissions.has('staff.manage')) {
    if (id !== actor.id) throw permissionRefused(access, 'staff.manage');
    if (ownTitleOrStoreChanges || input.email !== before.email || input.hireDate !== before.hireDate) throw forbidden(OWN_CONTACT_ONLY_MESSAGE);
  }
  if (id === actor.id && actor.role !== 'admin' && ownTitleOrStoreChanges) throw forbidden(OWN_JOB_TITLE_MESSAGE);
  assertMayManage(actor, before, input.jobTitle);
  if (input.password !== '') throw new AppError('PASSWORD_NOT_HERE', PASSWORD_NOT_HERE_MESSAGE);
  const role = input.jobTitle === before.jobTitle ? before.role : roleForJobTitle(input.jobTitle);
  if (id === actor.id && before.role === 'admin' && role !== 'admin') throw new AppError('SELF_DEMOTION', SELF_DEMOTION_MESSAGE);
  if (await emailTaken(db, input.email, id)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
  if (storeId !== null && storeId !== before.storeId) await assertStoreExists(db, storeId);

  try {
    const staff = await db.transaction(async (tx) => {
      await tx.update(user).set({ name: input.name, phone: input.phone, role, updatedAt: new Date() }).where(eq(user.id, id));
      await ensureStaffRow(tx, before);
      await tx
        .update(staffMembers)
        .set({
          jobTitle: input.jobTitle,
          phone: input.phone,
          address: input.address,
          hireDate: input.hireDate,
          storeId,
          updatedAt: new Date(),
        })
        .where(eq(staffMembers.userId, id));
      // New powers (or fewer) take effect at the next sign-in.
      if (role !== before.role) await endSessions(tx, id);
      const member = await getStaff(tx, id);
      await recordAudit(tx, actor, { action: 'update', entity: 'staff', entityId: id, before: auditedStaff(before), after: auditedStaff(member) });
      if (newEmail) await requestEmailChange(ctx, tx, actor, { id, name: member.name, email: before.email }, newEmail);
      return member;
    });
    if (newEmail) void ctx.mailer.flush();
    return { staff, emailChange: newEmail ? { pending: newEmail } : null };
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    throw err;
  }
}
