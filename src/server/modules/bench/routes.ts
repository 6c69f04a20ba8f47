import { Hono } from 'hono';
import type { AppEnv } from '../../context';

// Only mounted with BENCH=1 (npm run bench): a baseline route serving a JSON body from memory
// through the same middleware as the catalogue, and the process's SQL and memory counters.
let memoryBody = '{}';

export const benchStoreRoutes = new Hono<AppEnv>()
  .get('/memory', (c) => c.body(memoryBody, 200, { 'content-type': 'application/json' }))
  .post('/memory', async (c) => {
    memoryBody = await c.req.text();
    return c.json({ ok: true });
  });

export const benchStatsRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.json({ queries: c.var.ctx.database.queryCount(), rss: process.memoryUsage().rss }),
);
