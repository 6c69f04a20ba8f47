import { inArray } from 'drizzle-orm';
import type { SessionUser } from '../../context';
import type { DbOrTx } from '../client';
import { user } from '../schema';

/** The accounts with these e-mails (the demo's own, the history's customers); a missing one is simply absent. */
export function usersByEmail(db: DbOrTx, emails: readonly string[]) {
  return db
    .select()
    .from(user)
    .where(inArray(user.email, [...emails]));
}

/** An account as the signed-in user a seed acts as: the seeds write through the routes' own functions. */
export const asSessionUser = (u: typeof user.$inferSelect, role: SessionUser['role']): SessionUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role,
  phone: u.phone,
  emailVerified: true,
});
