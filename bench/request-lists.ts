import { signedInStaff } from './http';
import type { Recorder } from './record';
import type { BenchServer } from './server';
import { p95s } from './stock-lists';

const BIG = Number(process.env.BENCH_REQUESTS ?? 100_000);
const SMALL = 100;

/**
 * Gerenciar Solicitações (issue 13): each tab's first page p95 with 100 requests of each kind and
 * again with BENCH_REQUESTS (100,000) — the ratio should stay ≤ 2× (the list's order is an index,
 * counts capped at 10,000).
 */
export async function benchRequestLists(server: BenchServer, record: Recorder) {
  console.log('\nRequests lists (Gerenciar Solicitações)');
  const staff = await signedInStaff(server.url);
  const tabs: [string, string][] = [
    ['purchases', '/api/admin/requests/purchases?page=1&pageSize=20'],
    ['merchandise', '/api/admin/requests/merchandise?page=1&pageSize=20'],
    ['special orders', '/api/admin/special-orders?page=1&pageSize=20'],
  ];
  const probe = await staff.request('GET', tabs[2]![1]);
  const lists = probe.status === 200 ? tabs : tabs.slice(0, 2);
  await staff.request('POST', `/api/bench/stats/requests?count=${SMALL}`);
  const small = await p95s(
    staff,
    lists.map(([, path]) => path),
  );
  const started = performance.now();
  for (let added = 0; added < BIG - SMALL; added += 50_000) {
    await staff.request('POST', `/api/bench/stats/requests?count=${Math.min(50_000, BIG - SMALL - added)}`);
  }
  console.log(`  ${(BIG - SMALL).toLocaleString('pt-BR')} requests of each kind added in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const big = await p95s(
    staff,
    lists.map(([, path]) => path),
  );
  for (const [i, [name]] of lists.entries()) {
    const ratio = big[i]! / small[i]!;
    record(
      `${name} tab first page p95, ${BIG.toLocaleString('pt-BR')} vs ${SMALL} requests`,
      `${big[i]!.toFixed(1)} ms ÷ ${small[i]!.toFixed(1)} ms = ${ratio.toFixed(2)}×`,
      '≤ 2×',
      ratio <= 2,
    );
  }
}
