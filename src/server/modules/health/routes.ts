import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { pendingMigrations } from '../../db/client';
import { errorAnswer } from '../../http/errors';

const DB_UNAVAILABLE = 'Banco de dados indisponível.';

/** The process is alive and its database answers (monitoring). */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await c.var.ctx.database.db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const });
  } catch {
    return errorAnswer(c, 'DB_UNAVAILABLE', DB_UNAVAILABLE);
  }
});

/**
 * Whether a load balancer may send this instance traffic: the database answers and every migration
 * of this build is applied. While shutting down every request, this one too, gets 503 (lifecycle.ts).
 */
export const readyRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { ctx } = c.var;
  let pending: number;
  try {
    pending = await pendingMigrations(ctx.database.db);
  } catch {
    return errorAnswer(c, 'DB_UNAVAILABLE', DB_UNAVAILABLE);
  }
  if (pending > 0) return errorAnswer(c, 'MIGRATIONS_PENDING', `Há ${pending} migração(ões) do banco de dados por aplicar.`);
  return c.json({ status: 'ready' as const });
});
