import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BenchClient, signedUpBuyer } from '../../bench/http';
import { creditCard, tokenisedCard } from '../support/app-fixtures';
import { createScratchDatabase, dbKind } from '../support/databases';
import { orderBody } from '../support/fixtures';
import { type SpawnedServer, spawnServer } from '../support/spawn-server';
import { startS3rver } from '../support/start-s3rver';

// Two real processes (as `npm start` runs them) on one PostgreSQL database and one S3 store, as
// behind a load balancer. PGlite is one process per data directory by design, so PostgreSQL only.
describe.skipIf(dbKind !== 'postgres')('two instances, one database, one object store', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });

  async function signedIn(server: SpawnedServer, email: string) {
    const c = new BenchClient(server.url);
    await c.request('POST', '/api/gate/unlock', { password: 'luzdafe' });
    const res = await c.request('POST', '/api/auth/sign-in/email', { email, password: 'demo1234' });
    expect(res.status).toBe(200);
    return c;
  }

  it('share sessions, files, throttles, stock and the outbox, and set the database up once', async () => {
    const scratch = await createScratchDatabase();
    cleanups.push(scratch.drop);
    const s3 = await startS3rver();
    cleanups.push(s3.close);
    const env = { DATABASE_URL: scratch.url, ...s3.env, GATE_RATE_LIMIT: '5' };
    // Started at the same moment on an empty database: migrations and the demo are written once.
    const [a, b] = await Promise.all([spawnServer({ env }), spawnServer({ env })]);
    cleanups.push(a.stop, b.stop);
    for (const s of [a, b]) expect((await new BenchClient(s.url).request('GET', '/api/ready')).status).toBe(200);

    // A session made on one is valid on the other.
    const staffA = await signedIn(a, 'funcionario@luzdafe.test');
    const staffB = new BenchClient(b.url);
    staffB.cookies = new Map(staffA.cookies);
    expect((await staffB.request('GET', '/api/me')).body.user.email).toBe('funcionario@luzdafe.test');
    // One demo, not two: the product codes are unique and there is one of each demo account.
    const users = (await (await signedIn(b, 'admin@luzdafe.test')).request('GET', '/api/admin/users?search=luzdafe.test')).body;
    expect(users.total).toBe(4);

    // A file uploaded through one downloads through the other.
    const staffId = (await staffA.request('GET', '/api/admin/staff')).body.staff[0].id;
    const pdf = Buffer.from('%PDF-1.4\n% duas instancias\n%%EOF\n');
    const boundary = 'luzdafe-boundary';
    const multipart = Buffer.concat([
      Buffer.from(
        [
          ['type', 'Contrato'],
          ['date', '2025-02-01'],
          ['description', 'Enviado pela instância A'],
        ]
          .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contrato.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await staffA.request('POST', `/api/admin/staff/${staffId}/documents`, multipart.toString('latin1'), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const downloaded = await fetch(`${b.url}${upload.body.document.downloadUrl}`, { headers: { cookie: staffB.cookieHeader() } });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(pdf)).toBe(true);

    // 50 buyers split across both race for the last 5 units: exactly 5 orders.
    const { product } = (await staffA.request('GET', '/api/admin/products/lookup?code=TER-001')).body;
    await staffA.request('POST', `/api/admin/products/${product.id}/stock-adjustments`, { quantity: 5 - product.stock, reason: 'Últimas unidades' });
    // Each one past the gate and registered (signedUpBuyer fails on a refusal of either).
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => signedUpBuyer((i % 2 ? b : a).url, `Comprador ${i}`)));
    const results = await Promise.all(
      buyers.map(async (c) => c.request('POST', '/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }], await tokenisedCard(c)))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect((await staffB.request('GET', '/api/admin/products/lookup?code=TER-001')).body.product.stock).toBe(0);

    // Every queued e-mail (50 sign-ups, 5 orders) is sent once, by one of the two.
    const sent = () =>
      [a, b].flatMap((s) => {
        const dir = path.join(s.dataDir, 'outbox');
        return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => /Z-(\d+)-/.exec(f)?.[1]) : [];
      });
    await expect.poll(() => sent().length, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(55);
    const ids = sent();
    expect(new Set(ids).size).toBe(ids.length);

    // Throttles count across both: 5 wrong gate passwords from one address, split, and the 6th is refused.
    const guesses = [a, b, a, b, a].map((s) => new BenchClient(s.url).request('POST', '/api/gate/unlock', { password: 'errada' }));
    expect((await Promise.all(guesses)).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect((await new BenchClient(b.url).request('POST', '/api/gate/unlock', { password: 'errada' })).status).toBe(429);
  });
});
