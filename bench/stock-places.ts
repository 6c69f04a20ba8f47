import { signedInStaff } from './http';
import type { Recorder } from './record';
import type { BenchServer } from './server';
import { p95s } from './stock-lists';

const BIG = Number(process.env.BENCH_MOVEMENTS ?? 1_000_000);
const SMALL = 1_000;
const PLACES = 50;

/**
 * Stock per place (issue 36): the first page of Estoque por local and of Transferências with ~1,000
 * movements over 50 places and the bench's products (10,000), then again after BENCH_MOVEMENTS
 * (1,000,000) — received transfers written set-based (bench/stats/stock-places). The ratio should
 * stay ≤ 2× (decision 072 has the figures).
 */
export async function benchStockPlaces(server: BenchServer, record: Recorder) {
  console.log('\nStock per place lists');
  const staff = await signedInStaff(server.url);
  const lists = ['/api/admin/stock-levels?page=1&pageSize=20', '/api/admin/transfers?page=1&pageSize=20'];
  const seed = async (movements: number) => {
    const res = await staff.request('POST', `/api/bench/stats/stock-places?places=${PLACES}&movements=${movements}`);
    if (res.status !== 200) throw new Error(`stock-places seed: ${res.status}`);
  };
  await seed(SMALL);
  const small = await p95s(staff, lists);
  const started = performance.now();
  for (let added = 0; added < BIG - SMALL; added += 100_000) {
    await seed(Math.min(100_000, BIG - SMALL - added));
  }
  console.log(`  ${(BIG - SMALL).toLocaleString('pt-BR')} movements added in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const big = await p95s(staff, lists);
  for (const [i, name] of ['Estoque por local', 'Transferências'].entries()) {
    const ratio = big[i]! / small[i]!;
    record(
      `${name} first page p95, ${BIG.toLocaleString('pt-BR')} vs ${SMALL.toLocaleString('pt-BR')} movements over ${PLACES} places`,
      `${big[i]!.toFixed(1)} ms ÷ ${small[i]!.toFixed(1)} ms = ${ratio.toFixed(2)}×`,
      '≤ 2×',
      ratio <= 2,
    );
  }
}
