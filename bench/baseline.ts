import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchCheckout, type CheckoutCpu } from './checkout';
import { BenchClient } from './http';
import type { Recorder } from './record';
import { freshDataDir, root, scratchServerDatabase, seedData, startBenchServer } from './server';

// BENCH_BASELINE=<commit> (with the checkout section): the checkout measured side by side with that
// commit's server on the same machine in the same run, so a regression shows at once (issue 38).
// The commit's files are extracted with `git archive` into a temporary folder (no worktree, no
// branch: the repository is not touched) using this checkout's node_modules; each side gets its
// own data, seeded by its own code, and its own server. Then the same load (bench/checkout.ts, this
// commit's) runs against each in turn, alternating which goes first (A B, B A, A B…), so a
// neighbour's load on a shared machine falls on both sides alike. BENCH_BASELINE_ROUNDS: rounds (3).

const ROUNDS = Number(process.env.BENCH_BASELINE_ROUNDS ?? 3);

/** The commit's tree in a temporary folder, runnable with this checkout's node_modules. */
function extractCommit(commit: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'luz-baseline-'));
  execSync(`git archive --format=tar ${JSON.stringify(commit)} | tar -x -C ${JSON.stringify(dir)}`, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const range = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;

/** The checkout CPU per order (warmed up, 50 buyers) of this commit and `commit`, alternating runs; two rows in the table. */
export async function benchCheckoutAgainstBaseline(
  commit: string,
  current: { url: string; pid: number },
  visitor: BenchClient,
  opts: { port: number; products: number; orders: number; currentDatabaseUrl?: string },
  record: Recorder,
) {
  const short = execSync(`git rev-parse --short ${JSON.stringify(commit)}`, { cwd: root })
    .toString()
    .trim();
  console.log(`\nCheckout side by side with ${short} (${ROUNDS} alternating rounds)`);
  const dir = extractCommit(commit);
  const dataDir = freshDataDir();
  const db = await scratchServerDatabase();
  let server: Awaited<ReturnType<typeof startBenchServer>> | null = null;
  try {
    console.log(`  seeding ${short}'s data with its own code...`);
    seedData(dataDir, opts.products, opts.orders, db?.url, dir);
    server = await startBenchServer(dataDir, opts.port, db?.url, {}, dir);
    const baseVisitor = new BenchClient(server.url);
    await baseVisitor.request('POST', '/api/gate/unlock', { password: 'luzdafe' });
    const quiet: Recorder = () => {};
    const sides = { current: [] as CheckoutCpu[], baseline: [] as CheckoutCpu[] };
    const run = async (side: 'current' | 'baseline') => {
      console.log(`  ${side === 'current' ? 'this commit' : short}:`);
      // Each side's PostgreSQL statements and their costs, printed (pg_stat_statements) for its own database.
      const { warm } =
        side === 'current'
          ? await benchCheckout(current, visitor, quiet, { databaseUrl: opts.currentDatabaseUrl })
          : await benchCheckout(server!, baseVisitor, quiet, { databaseUrl: db?.url });
      sides[side].push(warm);
    };
    for (let r = 0; r < ROUNDS; r++) {
      const order: ('current' | 'baseline')[] = r % 2 === 0 ? ['current', 'baseline'] : ['baseline', 'current'];
      for (const side of order) await run(side);
    }
    // Issue 38's goal is the order's whole CPU, server and database together.
    const total = (c: CheckoutCpu) => c.server + c.postgres;
    const row = (what: 'server' | 'postgres' | 'total', label: string) => {
      const a = sides.current.map((c) => (what === 'total' ? total(c) : c[what]));
      const b = sides.baseline.map((c) => (what === 'total' ? total(c) : c[what]));
      const ratio = median(a) / median(b);
      record(
        `checkout ${label} CPU per order, warmed up: this commit vs ${short} (${ROUNDS} alternating runs each)`,
        `${range(a)} vs ${range(b)} ms (medians ${median(a).toFixed(1)} / ${median(b).toFixed(1)} = ${ratio.toFixed(2)}×)`,
        '≤ 1.10× the baseline',
        ratio <= 1.1,
      );
    };
    row('server', 'server');
    if (db) {
      row('postgres', 'PostgreSQL');
      row('total', 'server + PostgreSQL');
    }
  } finally {
    await server?.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
