import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_COUNT, openDatabase, pendingMigrations } from '@/server/db/client';
import { BenchClient } from '../../bench/http';
import { creditCard } from '../support/app-fixtures';
import { createScratchDatabase, dbKind } from '../support/databases';
import { orderBody } from '../support/fixtures';
import { spawnServer } from '../support/spawn-server';
import { setUpTestApp } from '../support/test-app';

const onServer = dbKind === 'postgres';
const t = setUpTestApp();

describe('GET /api/ready', () => {
  it('is ready when the database answers and every migration of the build is applied', async () => {
    expect(await pendingMigrations(t.ctx.database.db)).toBe(0);
    const res = await t.client().get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration of the build is missing from the database', async () => {
    const { db } = t.ctx.database;
    const [last] = (
      await db.execute<{ id: number; hash: string; created_at: string }>(
        sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1`,
      )
    ).rows;
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last!.id}`);
    try {
      const res = await t.client().get('/api/ready');
      expect(res.status).toBe(503);
      expect(res.body.error).toEqual({ code: 'MIGRATIONS_PENDING', message: 'Há 1 migração(ões) do banco de dados por aplicar.' });
      // Alive all the same: health is for monitoring, ready for the load balancer.
      expect((await t.client().get('/api/health')).status).toBe(200);
    } finally {
      await db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    }
  });
});

describe.skipIf(!onServer)('two instances starting at the same moment (PostgreSQL)', () => {
  it('apply the migrations once: both open, each migration is recorded one time', async () => {
    const scratch = await createScratchDatabase();
    try {
      const opened = await Promise.all([openDatabase({ databaseUrl: scratch.url }), openDatabase({ databaseUrl: scratch.url })]);
      const counts = await opened[0].db.execute<{ n: number; distinct: number }>(
        sql`SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations`,
      );
      expect(counts.rows[0]).toEqual({ n: MIGRATION_COUNT, distinct: MIGRATION_COUNT });
      expect(await pendingMigrations(opened[1].db)).toBe(0);
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await scratch.drop();
    }
  });
});

// A real process (as `npm start` runs it) receives SIGTERM while 50 checkouts are in flight.
describe(`SIGTERM in the middle of 50 checkouts (${onServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  // Two real servers start and take 50 orders: with the other suite on the same 2 cores, near 60 s.
  it('answers or refuses every request, writes no half order, and exits 0', async () => {
    const scratch = onServer ? await createScratchDatabase() : null;
    if (scratch) cleanups.push(scratch.drop);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luz-sigterm-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { SHUTDOWN_GRACE_MS: '30000', ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    const first = await spawnServer({ env, dataDir });
    cleanups.push(first.stop);

    const staff = new BenchClient(first.url);
    await staff.request('POST', '/api/gate/unlock', { password: 'luzdafe' });
    await staff.request('POST', '/api/auth/sign-in/email', { email: 'funcionario@luzdafe.test', password: 'demo1234' });
    const { product } = (await staff.request('GET', '/api/admin/products/lookup?code=TER-001')).body;
    // Enough for every buyer: each checkout that is answered 201 sells one unit.
    await staff.request('POST', `/api/admin/products/${product.id}/stock-adjustments`, { quantity: 100, reason: 'Teste de encerramento' });
    const stockBefore = (await staff.request('GET', '/api/admin/products/lookup?code=TER-001')).body.product.stock;
    const buyer = new BenchClient(first.url);
    await buyer.request('POST', '/api/gate/unlock', { password: 'luzdafe' });
    await buyer.request('POST', '/api/auth/sign-in/email', { email: 'cliente@luzdafe.test', password: 'demo1234' });
    const ordersBefore = (await buyer.request('GET', '/api/store/orders')).body.orders.length;

    // On PostgreSQL the product row is held locked, so every checkout is provably in flight when
    // the signal lands; on PGlite the signal follows the first answer.
    const locker = scratch ? new pg.Client({ connectionString: scratch.url }) : null;
    if (locker) {
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [product.id]);
    }
    type Outcome = { status: number } | { error: string };
    const body = orderBody([{ productId: product.id, quantity: 1 }], creditCard(t));
    const checkouts: Promise<Outcome>[] = Array.from({ length: 50 }, () =>
      buyer.request('POST', '/api/store/orders', body).then(
        (r) => ({ status: r.status }),
        (err: NodeJS.ErrnoException) => ({ error: err.code ?? String(err) }),
      ),
    );
    if (locker) {
      // Wait until the pool's connections all queue on the lock.
      // (From a second connection: inside the locker's transaction pg_stat_activity stays frozen.)
      const watcher = new pg.Client({ connectionString: scratch!.url });
      await watcher.connect();
      let settled = 0;
      for (const c of checkouts) void c.then(() => settled++);
      for (;;) {
        const { rows } = await watcher.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (rows[0]!.n >= 10) break;
        // A checkout answered while the product is locked would mean the premise is wrong.
        expect(settled).toBe(0);
        await new Promise((r) => setTimeout(r, 50));
      }
      await watcher.end();
    } else {
      await Promise.race(checkouts);
    }
    first.child.kill('SIGTERM');
    if (locker) {
      while (!first.output().includes('"msg":"encerrando"')) await new Promise((r) => setTimeout(r, 20));
      await locker.query('ROLLBACK');
      await locker.end();
    }
    const outcomes = await Promise.all(checkouts);
    expect(await first.exited, first.output()).toBe(0);
    // Every request the server had let in when the signal came was answered.
    const line = first
      .output()
      .split('\n')
      .find((l) => l.includes('"msg":"encerrando"'));
    const inFlight: number = JSON.parse(line ?? '{}').inFlight;
    // At least the pool's ten connections were provably mid-checkout (the rest may still have been
    // on their way in, and are then refused with 503).
    if (locker) expect(inFlight).toBeGreaterThanOrEqual(10);
    expect(outcomes.filter((o) => 'status' in o).length).toBeGreaterThanOrEqual(inFlight);

    // Answered (sold, or refused while draining) or refused at the door; nothing else.
    for (const o of outcomes) {
      if ('status' in o) expect([201, 503]).toContain(o.status);
      else expect(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']).toContain(o.error);
    }
    const sold = outcomes.filter((o) => 'status' in o && o.status === 201).length;
    const tally = JSON.stringify(outcomes.map((o) => ('status' in o ? o.status : o.error)));
    // Exactly the checkouts let in before the signal sold, each of them.
    if (locker) expect(sold, tally).toBe(inFlight);
    else expect(sold).toBeGreaterThan(0);

    // The same data, started again: exactly the answered orders exist, with their stock moved.
    const second = await spawnServer({ env, dataDir });
    cleanups.push(second.stop);
    const again = new BenchClient(second.url);
    await again.request('POST', '/api/gate/unlock', { password: 'luzdafe' });
    await again.request('POST', '/api/auth/sign-in/email', { email: 'funcionario@luzdafe.test', password: 'demo1234' });
    expect((await again.request('GET', '/api/admin/products/lookup?code=TER-001')).body.product.stock).toBe(stockBefore - sold);
    const customer = new BenchClient(second.url);
    customer.cookies = new Map(buyer.cookies);
    const orders = (await customer.request('GET', '/api/store/orders')).body.orders as { items: unknown[] }[];
    expect(orders.length - ordersBefore).toBe(sold);
    for (const o of orders.slice(0, sold)) expect(o.items).toHaveLength(1);
  }, 180_000);
});
