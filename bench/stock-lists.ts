import { type BenchClient, percentile, signedInStaff } from './http';
import type { Recorder } from './record';
import type { BenchServer } from './server';

const BIG = Number(process.env.BENCH_MOVEMENTS ?? 1_000_000);
const SMALL = 1_000;
const RUNS = 60;

/** One list after the other: two lists measured at once would time each other's queries. */
export async function p95s(client: BenchClient, paths: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const path of paths) out.push(await p95(client, path));
  return out;
}

async function p95(client: BenchClient, path: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await client.request('GET', path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return percentile(times.slice(5), 95);
}

/**
 * Entries and exits lists (issue 11): the first page's p95 with ~1,000 stock movements of
 * documents and again after adding BENCH_MOVEMENTS (1,000,000) — the ratio should stay ≤ 2×
 * (indexes on the list's order, counts capped at 10,000).
 */
export async function benchStockLists(server: BenchServer, record: Recorder) {
  console.log('\nStock documents lists');
  const staff = await signedInStaff(server.url);
  const lists = ['/api/admin/stock-entries?page=1&pageSize=20', '/api/admin/stock-exits?page=1&pageSize=20'];
  await staff.request('POST', `/api/bench/stats/stock-documents?movements=${SMALL}`);
  const small = await p95s(staff, lists);
  const started = performance.now();
  for (let added = 0; added < BIG - SMALL; added += 100_000) {
    await staff.request('POST', `/api/bench/stats/stock-documents?movements=${Math.min(100_000, BIG - SMALL - added)}`);
  }
  console.log(`  ${(BIG - SMALL).toLocaleString('pt-BR')} movements added in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const big = await p95s(staff, lists);
  for (const [i, name] of ['entries', 'exits'].entries()) {
    const ratio = big[i]! / small[i]!;
    record(
      `${name} list first page p95, ${BIG.toLocaleString('pt-BR')} vs ${SMALL.toLocaleString('pt-BR')} movements`,
      `${big[i]!.toFixed(1)} ms ÷ ${small[i]!.toFixed(1)} ms = ${ratio.toFixed(2)}×`,
      '≤ 2×',
      ratio <= 2,
    );
  }
}
