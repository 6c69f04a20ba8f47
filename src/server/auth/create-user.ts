import type { AppContext } from '../context';

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
  const created = await authCtx.internalAdapter.createUser({
    name: input.name,
    email: input.email.toLowerCase(),
    emailVerified: input.emailVerified ?? false,
    role: input.role,
    phone: input.phone ?? '',
  }, { method: 'admin' });
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
