import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { seedRequests } from '../../db/seed/seed-requests';
import { seedStockDocuments } from '../../db/seed/seed-stock-documents';
import { seedStockPlaces } from '../../db/seed/seed-stock-places';
import { EVERY_STORE } from '../permissions';
import { readReportRows } from '../reports';

// Only mounted with BENCH=1 (npm run bench): a baseline route serving a JSON body from memory
// through the same middleware as the catalogue, and the process's SQL and memory counters.
// Slots: the search bench stores the very answers it will ask the catalogue for (issue 38: "the same
// JSON served from memory"), one per slot, and reads them back by `?slot=`.
const memoryBodies = new Map<string, string>([['', '{}']]);

export const benchStoreRoutes = new Hono<AppEnv>()
  .get('/memory', (c) => c.body(memoryBodies.get(c.req.query('slot') ?? '') ?? '{}', 200, { 'content-type': 'application/json' }))
  .post('/memory', async (c) => {
    memoryBodies.set(c.req.query('slot') ?? '', await c.req.text());
    return c.json({ ok: true });
  });

export const benchStatsRoutes = new Hono<AppEnv>()
  .get('/', (c) => c.json({ queries: c.var.ctx.database.queryCount(), rss: process.memoryUsage().rss }))
  // Where the resident memory is: V8's heap (used and reserved), Buffers and other memory outside it.
  .get('/memory', (c) => c.json(process.memoryUsage()))
  // More stock documents, inside the running server (PGlite is one process's).
  .post('/stock-documents', async (c) => {
    const movements = Math.min(Math.max(Number(c.req.query('movements')) || 0, 0), 2_000_000);
    return c.json(await seedStockDocuments(c.var.ctx.database.db, movements));
  })
  // Stores up to `places` places and received transfers of `movements` movements (issue 36's bench).
  .post('/stock-places', async (c) => {
    const places = Math.min(Math.max(Number(c.req.query('places')) || 0, 0), 500);
    const movements = Math.min(Math.max(Number(c.req.query('movements')) || 0, 0), 2_000_000);
    return c.json(await seedStockPlaces(c.var.ctx.database.db, { places, movements }));
  })
  // The bare reading of a report's rows (the same keyset batches, no formatting): the baseline of the reports bench.
  .get('/report-select', async (c) => {
    const started = performance.now();
    let rows = 0;
    for await (const batch of readReportRows(c.var.ctx.database.db, 'entradas', {}, EVERY_STORE)) rows += batch.length;
    return c.json({ rows, ms: performance.now() - started });
  })
  // More requests of each kind, for the Gerenciar tabs' lists.
  .post('/requests', async (c) => {
    const count = Math.min(Math.max(Number(c.req.query('count')) || 0, 0), 500_000);
    return c.json(await seedRequests(c.var.ctx.database.db, count));
  });

// A CPU profile of just one phase of the bench (BENCH_CPU_PROF=1): start, run the phase, stop.
let profiler: import('node:inspector/promises').Session | null = null;

export const benchProfileRoutes = new Hono<AppEnv>()
  .post('/start', async (c) => {
    const { Session } = await import('node:inspector/promises');
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    return c.json({ ok: true });
  })
  .post('/stop', async (c) => {
    if (!profiler) return c.json({ profile: null });
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    profiler = null;
    return c.json({ profile });
  });
