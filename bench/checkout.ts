import fs from 'node:fs';
import path from 'node:path';
import { cpuTimes } from './cpu-times';
import { BenchClient, percentile } from './http';
import type { Recorder } from './record';
import { root } from './server';

const BUYERS = 50;
const ORDERS_PER_BUYER = 4;
const SINGLE_ORDERS = 40;

async function signUpBuyers(url: string): Promise<BenchClient[]> {
  const buyers: BenchClient[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const c = new BenchClient(url);
    await c.request('POST', '/api/gate/unlock', { password: 'luzdafe' });
    const email = `bench${i}-${Date.now()}@example.com`;
    const res = await c.request('POST', '/api/auth/sign-up/email', { name: `Comprador ${i}`, email, phone: '(11) 98765-4321', password: 'bench123', confirmPassword: 'bench123' });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    buyers.push(c);
  }
  return buyers;
}

/**
 * Checkout latency: one buyer alone, then 50 at once, each placing Pix orders back to back (a flash
 * sale: no think time). Also prints the SQL statements per order and the CPU each process spent per
 * order, since on a two-core machine the 50-buyer figure is bounded by CPU (docs/decisions/010).
 * BENCH_CPU_PROF=single|50 writes the server's CPU profile of that phase to .tmp/.
 */
export async function benchCheckout(server: { url: string; pid: number }, visitor: BenchClient, stocked: number[], record: Recorder) {
  console.log('\nCheckout latency');
  const buyers = await signUpBuyers(server.url);
  // Restocking through the API would need staff; instead orders take 1 unit of a rotating product.
  let seq = 0;
  const order = async (c: BenchClient) => {
    const productId = stocked[seq++ % stocked.length];
    const started = performance.now();
    const res = await c.request('POST', '/api/store/orders', {
      items: [{ productId, quantity: 1 }],
      customer: { name: 'Comprador Bench', email: 'bench@example.com', phone: '(11) 98765-4321' },
      address: { cep: '01001-000', street: 'Praça da Sé', number: '1', complement: '', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' },
      payment: { paymentMethod: 'pix' },
      idempotencyKey: crypto.randomUUID(),
    });
    const ms = performance.now() - started;
    if (res.status !== 200 && res.status !== 201 && res.status !== 409) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return ms;
  };
  const profiling = process.env.BENCH_CPU_PROF;
  const profile = async (phase: 'single' | '50', run: () => Promise<void>) => {
    const on = profiling === phase || (phase === '50' && profiling === '1');
    if (on) await visitor.request('POST', '/api/bench/profile/start');
    await run();
    if (!on) return;
    const { body } = await visitor.request('POST', '/api/bench/profile/stop');
    const file = path.join(root, '.tmp', `checkout-${phase}.cpuprofile`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(body.profile));
    console.log(`  CPU profile written to ${path.relative(root, file)}`);
  };

  const single: number[] = [];
  const queries = async () => (await visitor.request('GET', '/api/bench/stats')).body.queries as number;
  const queriesBefore = await queries();
  await profile('single', async () => {
    for (let i = 0; i < SINGLE_ORDERS; i++) single.push(await order(buyers[0]!));
  });
  // The stats request itself is not counted: the counter is read before the query that answers it.
  const perOrder = (await queries()) - queriesBefore;
  record('SQL statements per checkout (without BEGIN/COMMIT)', (perOrder / SINGLE_ORDERS).toFixed(1), '—', true);

  const concurrent: number[] = [];
  const cpuBefore = cpuTimes(server.pid);
  const wallBefore = performance.now();
  await profile('50', async () => {
    await Promise.all(
      buyers.map(async (c) => {
        for (let i = 0; i < ORDERS_PER_BUYER; i++) concurrent.push(await order(c));
      }),
    );
  });
  const cpuAfter = cpuTimes(server.pid);
  const cpuPerOrder = (k: keyof typeof cpuAfter) => (((cpuAfter[k] - cpuBefore[k]) * 1000) / concurrent.length).toFixed(1);
  const seconds = (performance.now() - wallBefore) / 1000;
  console.log(
    `  ${BUYERS} buyers: ${concurrent.length} orders in ${seconds.toFixed(1)} s; CPU ms per order: server ${cpuPerOrder('server')}, PostgreSQL ${cpuPerOrder('postgres')}, load generator ${cpuPerOrder('bench')}`,
  );
  const p50 = percentile(single, 50);
  const p95 = percentile(concurrent, 95);
  record('checkout p50, 1 buyer', `${p50.toFixed(0)} ms`, '—', true);
  record('checkout p95, 50 buyers', `${p95.toFixed(0)} ms = ${(p95 / p50).toFixed(1)}× p50`, '≤ 10× p50', p95 <= 10 * p50);
}
