import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { errorBody } from '../../http/errors';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await c.var.ctx.database.db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const });
  } catch {
    return c.json(errorBody('DB_UNAVAILABLE', 'Banco de dados indisponível.'), 503);
  }
});
