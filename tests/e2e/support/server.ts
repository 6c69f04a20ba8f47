import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void>; outboxDir: string };


const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

let shared: Promise<RunningServer> | null = null;

/**
 * The demo server this test worker shares between its test files (vitest runs the e2e files of a
 * worker in one module context, `isolate: false`): starting the server, migrating and seeding the
 * demo costs seconds, paid once per worker instead of once per file. Tests create the data they
 * change (tests/e2e/support/factories.ts) and never assume a fresh database. `stop()` is a no-op;
 * the server goes with the worker. A test that changes what others rely on (the gate password,
 * special settings) starts its own with `startOwnServer`.
 */
export function startServer(): Promise<RunningServer> {
  shared ??= startOwnServer().then((server) => {
    process.once('exit', () => server.kill());
    return server;
  });
  return shared.then((server) => ({ ...server, stop: async () => {} }));
}

/**
 * Starts the real server (the built web app plus the API, one process) on a free port with a fresh
 * data directory, as `npm start` would, and waits for /api/health.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<RunningServer & { kill: () => void }> {
  // WEB_DIST lets parallel developers test their own build without touching dist/.
  const webDist = path.resolve(root, process.env.WEB_DIST ?? 'dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npx vite build\` before the end-to-end tests (npm test does).`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luz-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      PORT: String(port),
      // Links in e-mails and Open Graph tags come from PUBLIC_URL only.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      WEB_DIST: webDist,
      LOG_REQUESTS: '0',
      // Tests sign in many times from one address.
      AUTH_RATE_LIMIT: 'off',
      GATE_RATE_LIMIT: '1000',
      CATALOG_CACHE_MS: '0',
      // Suites place many Pix orders with the demo customer.
      MAX_UNPAID_ORDERS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Left for global-setup.ts to stop should this process end without stopping it.
  const pidFile = process.env.E2E_SERVER_PIDS_DIR && child.pid ? path.join(process.env.E2E_SERVER_PIDS_DIR, String(child.pid)) : null;
  if (pidFile) fs.writeFileSync(pidFile, '');
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 90_000) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    // Synchronous, for a worker's exit.
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (pidFile) fs.rmSync(pidFile, { force: true });
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (pidFile) fs.rmSync(pidFile, { force: true });
    },
  };
}
