import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user, verification } from '../db/schema';
import { clearFailures, isThrottled, minutesText, readThrottle, recordFailure, type ThrottleRule, tooManyAttempts } from '../http/throttle';

const WINDOW_SECONDS = 15 * 60;
/** Wrong passwords one address may type in 15 minutes, whatever the accounts. */
export const ADDRESS_MAX_FAILURES = 10;
/**
 * Wrong passwords an account takes before each further attempt must wait (a slow-down, not a
 * lock). Twice what one address may type: a single guesser never slows the owner down; only a
 * guess spread over many addresses does.
 */
export const ACCOUNT_FREE_FAILURES = 2 * ADDRESS_MAX_FAILURES;
const ACCOUNT_FIRST_WAIT_SECONDS = 30;
const ACCOUNT_MAX_WAIT_SECONDS = 15 * 60;

export const addressRule = (address: string): ThrottleRule => ({ key: `login:address:${address}`, max: ADDRESS_MAX_FAILURES, windowSeconds: WINDOW_SECONDS });
export const accountRule = (email: string): ThrottleRule => ({
  key: `login:account:${email.trim().toLowerCase()}`,
  max: ACCOUNT_FREE_FAILURES,
  windowSeconds: WINDOW_SECONDS,
});

/**
 * Seconds an account must still wait before its next attempt: none for its first failures, then
 * 30 s, doubling per failure up to 15 min. Someone guessing a password slows down; the owner is
 * never locked out and can always reset the password, which clears the count.
 */
export function accountWaitSeconds(failures: number, lastFailureAt: Date | null, now: Date): number {
  if (failures < ACCOUNT_FREE_FAILURES || !lastFailureAt) return 0;
  const wait = Math.min(ACCOUNT_FIRST_WAIT_SECONDS * 2 ** (failures - ACCOUNT_FREE_FAILURES), ACCOUNT_MAX_WAIT_SECONDS);
  return Math.max(0, Math.ceil((lastFailureAt.getTime() + wait * 1000 - now.getTime()) / 1000));
}

/** Refuses a sign-in attempt (429, pt-BR) while its address or its account is throttled. */
export async function assertSignInAllowed(db: Db, address: string, email: string, now = new Date()): Promise<void> {
  const byAddress = await isThrottled(db, addressRule(address), now);
  if (byAddress.limited) {
    throw tooManyAttempts(
      `Muitas tentativas de login a partir deste endereço. Aguarde ${minutesText(byAddress.retryAfterSeconds)} e tente novamente.`,
      byAddress.retryAfterSeconds,
    );
  }
  if (!email) return;
  const byAccount = await readThrottle(db, accountRule(email), now);
  const wait = accountWaitSeconds(byAccount.failures, byAccount.lastFailureAt, now);
  if (wait > 0) {
    throw tooManyAttempts(
      `Muitas tentativas de login nesta conta. Aguarde ${wait < 60 ? `${wait} segundos` : minutesText(wait)} ou redefina sua senha em "Esqueci minha senha".`,
      wait,
    );
  }
}

/** After the attempt: a wrong password counts for the address and the account; a success clears the account. */
export async function recordSignInOutcome(db: Db, address: string, email: string, status: number): Promise<void> {
  if (status === 401) {
    await recordFailure(db, addressRule(address));
    if (email) await recordFailure(db, accountRule(email));
  } else if (status < 400 && email) {
    await clearFailures(db, accountRule(email).key);
  }
}

/** The e-mail of the account a password-reset token belongs to (Better Auth keeps the user id). */
export async function emailOfResetToken(db: Db, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  const [row] = await db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`));
  return row?.email ?? null;
}

export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await clearFailures(db, accountRule(email).key);
}
