// `npm run bench`: generates 10,000 products and 100,000 orders, starts the real server and prints,
// side by side from one run, the figures of the performance goals (the README's "Desempenho" tables).
// Sizes can be lowered for a quick look: BENCH_PRODUCTS=1000 BENCH_ORDERS=5000 npm run bench.
// BENCH_ONLY=checkout,lighthouse runs just those sections (catalogue, search, sql, checkout, payments, shipping, js, lighthouse, stock, stockplaces, nfe, requests, reports, limits).
// BENCH_BASELINE=<commit> adds the checkout's CPU per order side by side with that commit's server (bench/baseline.ts).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { benchCheckoutAgainstBaseline } from './baseline';
import { benchCheckout } from './checkout';
import { BenchClient } from './http';
import { storefrontJsSizes } from './js-size';
import { lighthousePerformance } from './lighthouse';
import { benchLimits } from './limits';
import { requestsPerSecond } from './load';
import { benchNfeImport } from './nfe-import';
import { benchPayments } from './payments';
import { createRecorder, type Recorder } from './record';
import { benchReports } from './reports';
import { benchRequestLists } from './request-lists';
import { benchSearch } from './search';
import { freshDataDir, root, scratchServerDatabase, seedData, startBenchServer } from './server';
import { benchShippingEstimate } from './shipping-estimate';
import { benchStockLists } from './stock-lists';
import { benchStockPlaces } from './stock-places';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3999);
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const runs = (section: string) => !only || only.includes(section);

const LIST_PATH = '/api/store/products?page=1&pageSize=24';

/** Requests per second for the catalogue's first page served from memory through the same middleware. */
async function memoryBaseline(url: string, visitor: BenchClient, cookie: string): Promise<number> {
  const listBody = await visitor.request('GET', LIST_PATH);
  if (listBody.status !== 200) throw new Error(`list failed: ${listBody.status}`);
  await visitor.request('POST', '/api/store/bench/memory', listBody.body);
  return requestsPerSecond(`${url}/api/store/bench/memory`, cookie);
}

/** Catalogue throughput against the same JSON served from memory through the same middleware. */
async function benchCatalogue(url: string, visitor: BenchClient, cookie: string, record: Recorder) {
  console.log('\nCatalogue throughput');
  const listPath = LIST_PATH;
  const searchPath = '/api/store/products?search=terco&page=1&pageSize=24';
  const memoryRps = await memoryBaseline(url, visitor, cookie);
  const listRps = await requestsPerSecond(url + listPath, cookie);
  const searchRps = await requestsPerSecond(url + searchPath, cookie);
  const ratio = (rps: number) => `${rps.toFixed(0)} / ${memoryRps.toFixed(0)} = ${((rps / memoryRps) * 100).toFixed(0)}%`;
  record('catalogue list req/s vs memory', ratio(listRps), '≥ 40%', listRps / memoryRps >= 0.4);
  record('catalogue search req/s vs memory', ratio(searchRps), '≥ 40%', searchRps / memoryRps >= 0.4);
}

/** SQL statements per catalogue request, whatever the page size. */
async function benchCatalogueSql(visitor: BenchClient, record: Recorder) {
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
}

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

  const { rows, record } = createRecorder();
  const server = await startBenchServer(dataDir, PORT, serverDb?.url);
  try {
    const visitor = new BenchClient(server.url);
    await visitor.request('POST', '/api/gate/unlock', { password: 'luzdafe' });
    const cookie = visitor.cookieHeader();
    const gateValue = visitor.cookies.get('ldf_gate')!;
    const catalogue = await visitor.request('GET', '/api/store/products?sort=name&page=1&pageSize=48');
    const stocked = (catalogue.body.items as { id: number; stock: number }[]).filter((p) => p.stock >= 5).map((p) => p.id);
    if (stocked.length === 0) throw new Error('no product with stock for the benchmark');
    const productPage = `/produto/${stocked[0]}`;

    if (runs('catalogue')) await benchCatalogue(server.url, visitor, cookie, record);
    if (runs('search')) await benchSearch(server.url, visitor, cookie, await memoryBaseline(server.url, visitor, cookie), record);
    if (runs('sql')) await benchCatalogueSql(visitor, record);
    if (runs('checkout')) await benchCheckout(server, visitor, record, { databaseUrl: serverDb?.url });
    // Two small servers of its own (sandbox, Mercado Pago against a local stand-in), on the next two ports.
    if (runs('payments')) await benchPayments(PORT, record);
    if (runs('shipping')) await benchShippingEstimate(visitor, stocked[0]!, record);
    if (runs('js')) {
      console.log('\nStorefront JavaScript');
      for (const s of await storefrontJsSizes(server.url, { name: 'ldf_gate', value: gateValue }, ['/loja', '/produtos', productPage])) {
        const value = `${s.gzipKb} KB in ${s.files} files${s.adminCode ? ' (has back-office code!)' : ''}`;
        record(`JS gzip ${s.page}`, value, '≤ 170 KB, no back-office code', s.gzipKb <= 170 && !s.adminCode);
      }
    }
    if (runs('lighthouse')) {
      console.log('\nLighthouse (mobile)');
      for (const p of ['/loja', productPage]) {
        const { median, runs: all } = await lighthousePerformance(server.url + p, cookie);
        const detail = `FCP ${median.fcp} ms, LCP ${median.lcp} ms, TBT ${median.tbt} ms, CLS ${median.cls.toFixed(2)}; runs ${all.map((r) => r.score).join(', ')}`;
        record(`Lighthouse performance ${p} (median of ${all.length})`, `${median.score} (${detail})`, '≥ 95', median.score >= 95);
      }
    }
    record('server peak memory (VmHWM)', `${server.peakRssMb()} MB`, '≤ 512 MB', server.peakRssMb() <= 512);
    // BENCH_BASELINE=<commit>: the same checkout against that commit's server, alternating (bench/baseline.ts);
    // after the peak memory is read, so its extra rounds do not move that figure.
    if (runs('checkout') && process.env.BENCH_BASELINE) {
      await benchCheckoutAgainstBaseline(
        process.env.BENCH_BASELINE,
        server,
        visitor,
        { port: PORT + 10, products: PRODUCTS, orders: ORDERS, currentDatabaseUrl: serverDb?.url },
        record,
      );
    }
    if (runs('stock')) await benchStockLists(server, record);
    if (runs('stockplaces')) await benchStockPlaces(server, record);
    if (runs('nfe')) await benchNfeImport(server, record);
    if (runs('requests')) await benchRequestLists(server, record);
    if (runs('reports')) await benchReports(server, record);
    // Last: it resets the peak-memory counter for each heavy request it measures.
    if (runs('limits')) await benchLimits(server, record);
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
