import { WRONG_PASSWORD_MESSAGE } from '../../../domain/schemas/account';
import { verifyUserPassword } from '../../auth/create-user';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { isThrottled, recordFailure, tooManyAttempts } from '../../http/throttle';
import { anonymiseUser } from '../users';

const MAX_ATTEMPTS = 5;
const WINDOW_SECONDS = 600;

/**
 * The customer deletes their own account after confirming the password: personal data goes, the
 * orders stay for the shop's fiscal duties (LGPD art. 16), every session ends.
 */
export async function deleteAccount(ctx: AppContext, userId: string, password: string): Promise<void> {
  const { db } = ctx.database;
  // A stolen session must not become a way to guess the password.
  const rule = { key: `account-delete:${userId}`, max: MAX_ATTEMPTS, windowSeconds: WINDOW_SECONDS };
  const throttle = await isThrottled(db, rule);
  if (throttle.limited) throw tooManyAttempts('Muitas tentativas. Aguarde alguns minutos e tente novamente.', throttle.retryAfterSeconds);
  if (!(await verifyUserPassword(ctx, userId, password))) {
    await recordFailure(db, rule);
    throw new AppError('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE);
  }
  await db.transaction((tx) => anonymiseUser(tx, userId));
}
