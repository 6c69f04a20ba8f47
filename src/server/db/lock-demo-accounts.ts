import { eq } from 'drizzle-orm';
import { verifyUserPassword } from '../auth/create-user';
import type { AppContext } from '../context';
import { account, session } from './schema';
import { usersByEmail } from './seed/demo-users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed-demo';

/**
 * Outside demonstration mode no account may still open with the public demo password: a shop
 * that tried the demo and then went live on the same data keeps its data, but each demo account
 * whose password is still demo1234 gets an unguessable one and loses its sessions. Returns the
 * e-mails it locked, for the start-up log.
 */
export async function lockLeftoverDemoAccounts(ctx: AppContext): Promise<string[]> {
  const { db } = ctx.database;
  const rows = await usersByEmail(
    db,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  const locked: string[] = [];
  const authCtx = await ctx.auth.$context;
  for (const row of rows) {
    if (!(await verifyUserPassword(ctx, row.id, DEMO_PASSWORD))) continue;
    const hash = await authCtx.password.hash(crypto.randomUUID() + crypto.randomUUID());
    await db.update(account).set({ password: hash }).where(eq(account.userId, row.id));
    await db.delete(session).where(eq(session.userId, row.id));
    locked.push(row.email);
  }
  return locked;
}
