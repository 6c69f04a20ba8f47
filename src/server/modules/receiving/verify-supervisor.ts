import { and, eq, isNull } from 'drizzle-orm';
import { RECEIVING_TOO_MANY_ATTEMPTS_MESSAGE, SUPERVISOR_REJECTED_MESSAGE } from '../../../domain/schemas/receiving';
import { verifyUserPassword } from '../../auth/create-user';
import type { AppContext, SessionUser } from '../../context';
import { user } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isThrottled, recordFailure, type ThrottleRule, tooManyAttempts } from '../../http/throttle';
import { readStaffAccess } from '../permissions';

const WINDOW_SECONDS = 600;
// Per (clerk, supervisor) pair: a clerk guessing one supervisor's password. Per clerk: one clerk
// trying many supervisors. Per address: several sessions of one attacker. None is per supervisor
// alone, or one clerk's typos would lock the supervisor out for every other clerk.
const PAIR_FAILURES = 5;
const CLERK_FAILURES = 10;
const ADDRESS_FAILURES = 20;

export const SELF_APPROVAL_MESSAGE = 'O aprovador não pode ser quem registrou a conferência.';

export type Supervisor = { id: string; name: string; jobTitle: string | null };

export const supervisorRejected = () => new AppError('SUPERVISOR_REJECTED', SUPERVISOR_REJECTED_MESSAGE);

/**
 * The approval of a check with a discrepancy and automatic entry: the supervisor types their own
 * e-mail and password on the clerk's screen. Granted to someone else than the clerk whose job
 * title holds 'receiving.approve' (Configurações → Permissões; the admin role always does), with
 * the right password; anything else is the one requirements refusal, so the answer does not tell which
 * part was wrong.
 */
export async function verifySupervisor(
  ctx: AppContext,
  clerk: SessionUser,
  email: string | undefined,
  password: string | undefined,
  clientAddress: string,
): Promise<Supervisor> {
  const { db } = ctx.database;
  const address = (email ?? '').trim().toLowerCase();
  if (address && address === clerk.email.toLowerCase()) throw new AppError('SELF_APPROVAL', SELF_APPROVAL_MESSAGE);
  const rules: ThrottleRule[] = [
    { key: `supervisor-approval:clerk:${clerk.id}`, max: CLERK_FAILURES, windowSeconds: WINDOW_SECONDS },
    { key: `supervisor-approval:address:${clientAddress}`, max: ADDRESS_FAILURES, windowSeconds: WINDOW_SECONDS },
    ...(address ? [{ key: `supervisor-approval:pair:${clerk.id}:${address}`, max: PAIR_FAILURES, windowSeconds: WINDOW_SECONDS }] : []),
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
    .select({ id: user.id, name: user.name, email: user.email, role: user.role, phone: user.phone, emailVerified: user.emailVerified })
    .from(user)
    .where(and(eq(user.email, address), isNull(user.deletedAt)));
  if (!found || (found.role !== 'staff' && found.role !== 'admin')) return fail();
  const access = await readStaffAccess(db, { ...found, role: found.role });
  if (!access.permissions.has('receiving.approve') || !(await verifyUserPassword(ctx, found.id, password))) return fail();
  return { id: found.id, name: found.name, jobTitle: access.jobTitle ?? (found.role === 'admin' ? 'Administrador' : null) };
}
