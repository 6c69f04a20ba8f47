import { eq } from 'drizzle-orm';
import type { StaffCreateInput } from '../../../domain/schemas/staff';
import { recordAudit } from '../../audit/record-audit';
import { createUserWithPassword } from '../../auth/create-user';
import type { AppContext, SessionUser } from '../../context';
import { staffMembers, user } from '../../db/schema';
import { sqlState, UNIQUE_VIOLATION } from '../../http/db-errors';
import { conflict } from '../../http/errors';
import { EMAIL_TAKEN_MESSAGE, emailTaken } from './email-taken';
import { getStaff } from './get-staff';
import { assertMayManage, roleForJobTitle } from './staff-access';
import { auditedStaff } from './staff-audit';

/**
 * A new staff member: the account (through Better Auth, so the password is hashed its way) and
 * the staff record. Better Auth writes outside our transaction, so if the record cannot be saved
 * the account is removed again rather than left as half a staff member.
 */
export async function createStaff(ctx: AppContext, actor: SessionUser, input: StaffCreateInput) {
  assertMayManage(actor, null, input.jobTitle);
  const { db } = ctx.database;
  if (await emailTaken(db, input.email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
  let created: { id: string };
  try {
    created = await createUserWithPassword(ctx, {
      name: input.name,
      email: input.email,
      password: input.password,
      role: roleForJobTitle(input.jobTitle),
      phone: input.phone,
      // An administrator registered this address on purpose; nobody will click a link for it.
      emailVerified: true,
    });
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION || (await emailTaken(db, input.email))) {
      throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
    }
    throw err;
  }
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(staffMembers).values({
        userId: created.id,
        jobTitle: input.jobTitle,
        phone: input.phone,
        address: input.address,
        hireDate: input.hireDate,
      });
      const member = await getStaff(tx, created.id);
      await recordAudit(tx, actor, { action: 'create', entity: 'staff', entityId: created.id, after: auditedStaff(member) });
      return member;
    });
  } catch (err) {
    await db.delete(user).where(eq(user.id, created.id));
    throw err;
  }
}
