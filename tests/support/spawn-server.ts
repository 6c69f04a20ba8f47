import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '@/server/node-flags';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// Variables a server may be given that leave its first database as the defaults make it.
const DATA_NEUTRAL_ENV = new Set(['WEB_DIST', 'LOG_REQUESTS']);

/**
 * With E2E_DATA_TEMPLATE (npm test sets it, scripts/test.mjs), a server on the default settings
 * starts from a copy of the data directory a server on those settings left (migrated, demo seeded,
 * then stopped): the same database a fresh start makes, without PGlite's initdb, the migrations and
 * the demo seed — ~8 of the ~16 s of CPU a fresh start costs, paid by a dozen e2e servers. A server
 * given settings that shape its first data (DEMO_HISTORY, providers…) starts fresh.
 */
function copyDataTemplate(dataDir: string, env: Record<string, string>) {
  const template = process.env.E2E_DATA_TEMPLATE;
  if (!template || !fs.existsSync(path.join(template, 'pgdata'))) return;
  if (Object.keys(env).some((k) => !DATA_NEUTRAL_ENV.has(k))) return;
  fs.cpSync(template, dataDir, { recursive: true });
}

/**
 * Whether /api/health answers 200, asked on a connection of its own that closes after the answer:
 * fetch's pooled keep-alive connection would stay open in this process and hold the server's
 * graceful shutdown (server.close waits for every connection) until its grace ran out.
 */
function answersHealth(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/api/health`, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });
}

export type SpawnedServer = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What the process printed, for failure messages. */
  output: () => string;
  /** SIGTERM, up to 5 s to finish, then SIGKILL; removes the data directory unless it was given. */
  stop: () => Promise<void>;
  /** Synchronous, for a worker's exit. */
  kill: () => void;
};

/**
 * The real server (`src/server/main.ts`, as `npm start` runs it) on a free port, waited for until
 * /api/health answers. A fresh data directory unless `dataDir` is given (a restart on the same
 * data); `env` adds to or overrides the test defaults. When E2E_SERVER_PIDS_DIR is set the pid is
 * left there, so the run's teardown stops whatever a crashed test left behind.
 */
export async function spawnServer(opts: { env?: Record<string, string>; dataDir?: string } = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'luz-server-'));
  if (ownDir) copyDataTemplate(dataDir, opts.env ?? {});
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/main.ts'], {
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
      // Suites expect the back-office lists empty; `env: { DEMO_HISTORY: '1' }` seeds the history.
      DEMO_HISTORY: '0',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      LOG_REQUESTS: '0',
      // Tests sign in many times from one address.
      AUTH_RATE_LIMIT: 'off',
      GATE_RATE_LIMIT: '1000',
      CATALOG_CACHE_MS: '0',
      // Suites place many Pix orders with the demo customer.
      MAX_UNPAID_ORDERS: '1000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const pidFile = process.env.E2E_SERVER_PIDS_DIR && child.pid ? path.join(process.env.E2E_SERVER_PIDS_DIR, String(child.pid)) : null;
  if (pidFile) fs.writeFileSync(pidFile, '');
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const cleanUp = () => {
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (pidFile) fs.rmSync(pidFile, { force: true });
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (await answersHealth(url)) break;
    // E2E_SERVER_START_MS: a machine shared by parallel runs may need longer.
    if (Date.now() - started > Number(process.env.E2E_SERVER_START_MS ?? 90_000)) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${Date.now() - started} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    child,
    exited,
    output: () => output,
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      cleanUp();
    },
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      cleanUp();
    },
  };
}
