import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { user } from '../db/schema';

export const EMAIL_TAKEN_MESSAGE = 'Já existe um usuário com este e-mail.';

/** Whether another account (customers and anonymised ones included) already uses this e-mail. */
export async function emailTaken(db: DbOrTx, email: string, exceptUserId?: string): Promise<boolean> {
  const sameEmail = eq(user.email, email.toLowerCase());
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(exceptUserId ? and(sameEmail, ne(user.id, exceptUserId)) : sameEmail)
    .limit(1);
  return Boolean(row);
}
