// `npm run bench`: generates 10,000 products and 100,000 orders, starts the real server and prints,
// side by side from one run, the figures of the performance goals (DESIGN.md section 4).
// Sizes can be lowered for a quick look: BENCH_PRODUCTS=1000 BENCH_ORDERS=5000 npm run bench.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BenchClient, percentile } from './http';
import { storefrontJsSizes } from './js-size';
import { lighthousePerformance } from './lighthouse';
import { requestsPerSecond } from './load';
import { freshDataDir, root, scratchServerDatabase, seedData, startBenchServer } from './server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3999);
const rows: { figure: string; value: string; goal: string; ok: boolean }[] = [];
const record = (figure: string, value: string, goal: string, ok: boolean) => {
  rows.push({ figure, value, goal, ok });
  console.log(`  ${ok ? '✓' : '✗'} ${figure}: ${value} (goal ${goal})`);
};

async function main() {
  console.log('Building the web app...');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
  const dataDir = freshDataDir();
  const serverDb = await scratchServerDatabase();
  const where = serverDb ? 'PostgreSQL server' : 'PGlite (embedded)';
  console.log(`Database: ${where}. Generating ${PRODUCTS} products and ${ORDERS} orders...`);
  const seedStart = performance.now();
  seedData(dataDir, PRODUCTS, ORDERS, serverDb?.url);
  console.log(`  data generated in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const server = await startBenchServer(dataDir, PORT, serverDb?.url);
  try {
    const visitor = new BenchClient(server.url);
    await visitor.request('POST', '/api/gate/unlock', { password: 'luzdafe' });
    const cookie = visitor.cookieHeader();
    const gateValue = visitor.cookies.get('ldf_gate')!;

    // 1. Catalogue throughput against the same JSON served from memory.
    console.log('\nCatalogue throughput');
    const listPath = '/api/store/products?page=1&pageSize=24';
    const searchPath = '/api/store/products?search=terco&page=1&pageSize=24';
    const listBody = await visitor.request('GET', listPath);
    if (listBody.status !== 200) throw new Error(`list failed: ${listBody.status}`);
    await visitor.request('POST', '/api/store/bench/memory', listBody.body);
    const memoryRps = await requestsPerSecond(`${server.url}/api/store/bench/memory`, cookie);
    const listRps = await requestsPerSecond(server.url + listPath, cookie);
    const searchRps = await requestsPerSecond(server.url + searchPath, cookie);
    record('catalogue list req/s vs memory', `${listRps.toFixed(0)} / ${memoryRps.toFixed(0)} = ${((listRps / memoryRps) * 100).toFixed(0)}%`, '≥ 40%', listRps / memoryRps >= 0.4);
    record('catalogue search req/s vs memory', `${searchRps.toFixed(0)} / ${memoryRps.toFixed(0)} = ${((searchRps / memoryRps) * 100).toFixed(0)}%`, '≥ 40%', searchRps / memoryRps >= 0.4);

    // 2. SQL statements per catalogue request, whatever the page size.
    for (const size of [12, 48]) {
      for (const q of ['', '&search=vela']) {
        const before = (await visitor.request('GET', '/api/bench/stats')).body.queries;
        const n = 10;
        for (let i = 0; i < n; i++) await visitor.request('GET', `/api/store/products?page=${i + 1}&pageSize=${size}${q}`);
        const after = (await visitor.request('GET', '/api/bench/stats')).body.queries;
        const perRequest = (after - before) / n;
        record(`SQL queries per request (pageSize ${size}${q ? ', search' : ''})`, perRequest.toFixed(1), '≤ 3', perRequest <= 3);
      }
    }

    // 3. Checkout latency: one buyer alone, then 50 at once.
    console.log('\nCheckout latency');
    const catalogue = await visitor.request('GET', '/api/store/products?sort=name&page=1&pageSize=48');
    const stocked = (catalogue.body.items as { id: number; stock: number }[]).filter((p) => p.stock >= 5).map((p) => p.id);
    if (stocked.length === 0) throw new Error('no product with stock for the checkout benchmark');
    const buyers: BenchClient[] = [];
    for (let i = 0; i < 50; i++) {
      const c = new BenchClient(server.url);
      await c.request('POST', '/api/gate/unlock', { password: 'luzdafe' });
      const email = `bench${i}-${Date.now()}@example.com`;
      const res = await c.request('POST', '/api/auth/sign-up/email', { name: `Comprador ${i}`, email, phone: '(11) 98765-4321', password: 'bench123', confirmPassword: 'bench123' });
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      buyers.push(c);
    }
    // Restock through the API would need staff; instead orders take 1 unit of a rotating product.
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
    const single: number[] = [];
    for (let i = 0; i < 40; i++) single.push(await order(buyers[0]));
    const concurrent: number[] = [];
    await Promise.all(buyers.map(async (c) => {
      for (let i = 0; i < 4; i++) concurrent.push(await order(c));
    }));
    const p50 = percentile(single, 50);
    const p95 = percentile(concurrent, 95);
    record('checkout p50, 1 buyer', `${p50.toFixed(0)} ms`, '—', true);
    record('checkout p95, 50 buyers', `${p95.toFixed(0)} ms = ${(p95 / p50).toFixed(1)}× p50`, '≤ 10× p50', p95 <= 10 * p50);

    // 4. Storefront JavaScript.
    console.log('\nStorefront JavaScript');
    const firstProduct = stocked[0];
    const sizes = await storefrontJsSizes(server.url, { name: 'ldf_gate', value: gateValue }, ['/loja', '/produtos', `/produto/${firstProduct}`]);
    for (const s of sizes) {
      record(`JS gzip ${s.page}`, `${s.gzipKb} KB in ${s.files} files${s.adminCode ? ' (has back-office code!)' : ''}`, '≤ 170 KB, no back-office code', s.gzipKb <= 170 && !s.adminCode);
    }

    // 5. Lighthouse mobile performance.
    console.log('\nLighthouse (mobile)');
    for (const p of ['/loja', `/produto/${firstProduct}`]) {
      const score = await lighthousePerformance(server.url + p, cookie);
      record(`Lighthouse performance ${p}`, String(score), '≥ 95', score >= 95);
    }

    record('server peak memory (VmHWM)', `${server.peakRssMb()} MB`, '≤ 512 MB', server.peakRssMb() <= 512);
  } finally {
    await server.stop();
    await serverDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nDatabase: ${where}\n| figure | value | goal | met |\n|---|---|---|---|`);
  for (const r of rows) console.log(`| ${r.figure} | ${r.value} | ${r.goal} | ${r.ok ? 'yes' : 'no'} |`);
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(root, '.tmp', 'bench-results.json'), JSON.stringify(rows, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
