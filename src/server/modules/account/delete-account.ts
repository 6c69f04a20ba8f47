import { WRONG_PASSWORD_MESSAGE } from '../../../domain/schemas/account';
import { verifyUserPassword } from '../../auth/create-user';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../http/errors';
import { overRateLimit } from '../../http/rate-limit';
import { anonymiseUser } from '../users/anonymise-user';

const MAX_ATTEMPTS = 5;
const WINDOW_SECONDS = 600;

/**
 * The customer deletes their own account after confirming the password: personal data goes, the
 * orders stay for the shop's fiscal duties (LGPD art. 16), every session ends.
 */
export async function deleteAccount(ctx: AppContext, userId: string, password: string): Promise<void> {
  const { db } = ctx.database;
  // A stolen session must not become a way to guess the password.
  if (await overRateLimit(db, `account-delete:${userId}`, MAX_ATTEMPTS, WINDOW_SECONDS)) {
    throw new AppError(429, 'RATE_LIMITED', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  }
  if (!(await verifyUserPassword(ctx, userId, password))) throw badRequest(WRONG_PASSWORD_MESSAGE, 'WRONG_PASSWORD');
  await db.transaction((tx) => anonymiseUser(tx, userId));
}
