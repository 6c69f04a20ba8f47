import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createUserWithPassword } from '../../auth/create-user';
import type { AppContext, SessionUser } from '../../context';
import { asSessionUser, usersByEmail } from './demo-users';

// Online shoppers of the demo history. Their password is random (nobody signs in as them, and no
// public password outlives the demo); '.test' addresses can never receive mail.
const CUSTOMERS = [
  { name: 'Ana Beatriz Ribeiro', email: 'ana.ribeiro@clientes.luzdafe.test', phone: '(11) 97654-1201', daysAgo: 88 },
  { name: 'Fernanda Costa Lima', email: 'fernanda.lima@clientes.luzdafe.test', phone: '(31) 99876-2233', daysAgo: 71 },
  { name: 'Pe. Antônio Ferreira', email: 'antonio.ferreira@clientes.luzdafe.test', phone: '(12) 99111-0808', daysAgo: 62 },
  { name: 'Rafael Oliveira Santos', email: 'rafael.santos@clientes.luzdafe.test', phone: '(19) 99234-5566', daysAgo: 38 },
  { name: 'Irmã Teresinha Moura', email: 'teresinha.moura@clientes.luzdafe.test', phone: '(11) 98777-3131', daysAgo: 24 },
] as const;

export type HistoryCustomer = SessionUser & { since: number };

/**
 * The history's customers, created once through the account function (Better Auth writes them on
 * its own connection, so this runs before the history's transaction) and dated to the day each
 * signed up, so the dashboard's customer trend has something to compare.
 */
export async function ensureHistoryCustomers(ctx: AppContext): Promise<HistoryCustomer[]> {
  const { db } = ctx.database;
  const emails = CUSTOMERS.map((c) => c.email);
  const have = new Set((await usersByEmail(db, emails)).map((r) => r.email));
  for (const c of CUSTOMERS) {
    if (have.has(c.email)) continue;
    const { id } = await createUserWithPassword(ctx, {
      name: c.name,
      email: c.email,
      password: randomUUID(),
      role: 'customer',
      phone: c.phone,
      emailVerified: true,
    });
    await db.execute(
      sql`UPDATE "user" SET created_at = now() - make_interval(days => ${c.daysAgo}), updated_at = now() - make_interval(days => ${c.daysAgo}) WHERE id = ${id}`,
    );
  }
  const rows = await usersByEmail(db, emails);
  return CUSTOMERS.flatMap((c) => {
    const r = rows.find((x) => x.email === c.email);
    return r ? [{ ...asSessionUser(r, 'customer'), since: c.daysAgo }] : [];
  });
}
