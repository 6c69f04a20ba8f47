import type { StaffCreateInput } from '../../../domain/schemas/staff';
import { recordAudit } from '../../audit-log/record-audit';
import { createAccountWith } from '../../auth/create-user';
import { EMAIL_TAKEN_MESSAGE } from '../../auth/email-taken';
import type { AppContext, SessionUser } from '../../context';
import { staffMembers } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { StaffAccess } from '../permissions';
import { assertStoreExists } from './assert-store-exists';
import { getStaff } from './get-staff';
import { assertMayGrantSignIn, assertMayManage, roleForJobTitle } from './staff-access';
import { auditedStaff } from './staff-audit';

/**
 * A new staff member: the account (through Better Auth, so the password is hashed its way) and
 * the staff record, made together by createAccountWith. The record comes with a sign-in, so it
 * needs 'users.manage' like any account with back-office access (route guard: 'staff.manage').
 */
export async function createStaff(ctx: AppContext, actor: SessionUser, access: StaffAccess, input: StaffCreateInput) {
  assertMayGrantSignIn(access);
  assertMayManage(actor, null, input.jobTitle);
  if (input.storeId !== null) await assertStoreExists(ctx.database.db, input.storeId);
  const account = {
    name: input.name,
    email: input.email,
    password: input.password,
    role: roleForJobTitle(input.jobTitle),
    phone: input.phone,
    // An administrator registered this address on purpose; nobody will click a link for it.
    emailVerified: true,
  };
  return createAccountWith(
    ctx,
    account,
    () => new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE),
    async (tx, userId) => {
      await tx
        .insert(staffMembers)
        .values({ userId, jobTitle: input.jobTitle, phone: input.phone, address: input.address, hireDate: input.hireDate, storeId: input.storeId });
      const member = await getStaff(tx, userId);
      await recordAudit(tx, actor, { action: 'create', entity: 'staff', entityId: userId, after: auditedStaff(member) });
      return member;
    },
  );
}
