import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { user } from '../db/schema';
import { sqlState, UNIQUE_VIOLATION } from '../http/db-errors';
import { emailTaken } from './email-taken';

export type NewUser = {
  name: string;
  email: string;
  password: string;
  role: 'customer' | 'staff' | 'admin';
  phone?: string;
  emailVerified?: boolean;
};

/** Creates an account with a credential password through Better Auth's own hashing and adapter. */
export async function createUserWithPassword(ctx: AppContext, input: NewUser): Promise<{ id: string }> {
  const authCtx = await ctx.auth.$context;
  const hash = await authCtx.password.hash(input.password);
  const created = await authCtx.internalAdapter.createUser(
    {
      name: input.name,
      email: input.email.toLowerCase(),
      emailVerified: input.emailVerified ?? false,
      role: input.role,
      phone: input.phone ?? '',
    },
    { method: 'admin' },
  );
  await authCtx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: hash,
  });
  return { id: created.id };
}

/** Checks a user's own password (the supervisor approval uses it). */
export async function verifyUserPassword(ctx: AppContext, userId: string, password: string): Promise<boolean> {
  const authCtx = await ctx.auth.$context;
  const accounts = await authCtx.internalAdapter.findAccounts(userId);
  const credential = accounts.find((a) => a.providerId === 'credential');
  if (!credential?.password) return false;
  return authCtx.password.verify({ hash: credential.password, password });
}

/**
 * An account made in the back-office (a user, a staff member) and what goes with it (`record`: the
 * staff record, the audit entry) in one transaction. The e-mail is checked first and again when
 * the unique index refuses it (two admins adding the same person at once): `duplicate` is thrown.
 * Better Auth writes the account outside our transaction, so when `record` fails the account is
 * removed again rather than left half made.
 */
export async function createAccountWith<R>(
  ctx: AppContext,
  input: NewUser,
  duplicate: () => Error,
  record: (tx: Tx, userId: string) => Promise<R>,
): Promise<R> {
  const { db } = ctx.database;
  if (await emailTaken(db, input.email)) throw duplicate();
  let created: { id: string };
  try {
    created = await createUserWithPassword(ctx, input);
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION || (await emailTaken(db, input.email))) throw duplicate();
    throw err;
  }
  try {
    return await db.transaction((tx) => record(tx, created.id));
  } catch (err) {
    await db.delete(user).where(eq(user.id, created.id));
    throw err;
  }
}
