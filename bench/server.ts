import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';

export const root = path.resolve(import.meta.dirname, '..');

export type BenchServer = { url: string; pid: number; peakRssMb: () => number; stop: () => Promise<void> };

/** Seeds a fresh data directory with the bulk generator, through the project's own `npm run seed`. */
export function seedData(dataDir: string, products: number, orders: number, databaseUrl = '', cwd = root) {
  execFileSync('npm', ['run', '--silent', 'seed', '--', '--products', String(products), '--orders', String(orders)], {
    cwd,
    stdio: 'inherit',
    // The demo's catalogue and accounts without its 90 days of history: the figures stay comparable.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO: '1', DEMO_HISTORY: '0', LOG_REQUESTS: '0' },
  });
}

export function freshDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'luz-bench-'));
}

/**
 * The real production server (built web app + API) with the bench-only routes switched on; `cwd`
 * another checkout's folder to run that commit's server (BENCH_BASELINE, bench/baseline.ts).
 */
export async function startBenchServer(dataDir: string, port: number, databaseUrl = '', env: Record<string, string> = {}, cwd = root): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '1',
      DEMO_HISTORY: '0',
      BENCH: '1',
      LOG_REQUESTS: '0',
      AUTH_RATE_LIMIT: 'off',
      GATE_RATE_LIMIT: '100000',
      MAX_UNPAID_ORDERS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('bench server exited');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    if (i > 600) throw new Error('bench server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    // VmHWM: the peak resident set size the kernel recorded for the process.
    peakRssMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}

/** With BENCH_DATABASE_URL, the bench runs on a fresh database on that PostgreSQL server. */
export async function scratchServerDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return null;
  const { createScratchDatabase } = await import('../tests/support/databases');
  return createScratchDatabase({ server, prefix: 'luz_bench' });
}
