import { and, eq, isNull } from 'drizzle-orm';
import { SUPERVISOR_TITLES } from '../../../domain/roles';
import { RECEIVING_TOO_MANY_ATTEMPTS_MESSAGE, SUPERVISOR_REJECTED_MESSAGE } from '../../../domain/schemas/receiving';
import { verifyUserPassword } from '../../auth/create-user';
import type { AppContext, SessionUser } from '../../context';
import { staffMembers, user } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isThrottled, recordFailure, type ThrottleRule, tooManyAttempts } from '../../http/throttle';

const MAX_FAILURES = 5;
const WINDOW_SECONDS = 600;

export type Supervisor = { id: string; name: string; jobTitle: string | null };

export const supervisorRejected = () => new AppError(403, 'SUPERVISOR_REJECTED', SUPERVISOR_REJECTED_MESSAGE);

/**
 * The approval of a check with a discrepancy and automatic entry: the supervisor types their own
 * e-mail and password on the clerk's screen. Granted to an admin, or to staff whose job title is
 * Supervisor, Gerente or Administrador, with the right password; anything else is the one SPEC
 * refusal, so the answer does not tell which part was wrong. Failures are throttled per clerk and
 * per supervisor account (a clerk must not be able to guess a supervisor's password).
 */
export async function verifySupervisor(ctx: AppContext, clerk: SessionUser, email: string | undefined, password: string | undefined): Promise<Supervisor> {
  const { db } = ctx.database;
  const address = (email ?? '').trim().toLowerCase();
  const rules: ThrottleRule[] = [
    { key: `supervisor-approval:clerk:${clerk.id}`, max: MAX_FAILURES, windowSeconds: WINDOW_SECONDS },
    ...(address ? [{ key: `supervisor-approval:account:${address}`, max: MAX_FAILURES, windowSeconds: WINDOW_SECONDS }] : []),
  ];
  for (const rule of rules) {
    const state = await isThrottled(db, rule);
    if (state.limited) throw tooManyAttempts(RECEIVING_TOO_MANY_ATTEMPTS_MESSAGE, state.retryAfterSeconds);
  }
  const fail = async (): Promise<never> => {
    for (const rule of rules) await recordFailure(db, rule);
    throw supervisorRejected();
  };
  if (!address || !password) return fail();
  const [found] = await db
    .select({ id: user.id, name: user.name, role: user.role, jobTitle: staffMembers.jobTitle })
    .from(user)
    .leftJoin(staffMembers, eq(staffMembers.userId, user.id))
    .where(and(eq(user.email, address), isNull(user.deletedAt)));
  const allowed =
    found && (found.role === 'admin' || (found.role === 'staff' && (SUPERVISOR_TITLES as readonly string[]).includes(found.jobTitle ?? '')));
  if (!found || !allowed || !(await verifyUserPassword(ctx, found.id, password))) return fail();
  return { id: found.id, name: found.name, jobTitle: found.jobTitle };
}
