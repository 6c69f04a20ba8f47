import fs from 'node:fs';
import path from 'node:path';
import { spawnServer } from '../../support/spawn-server';

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void>; outboxDir: string };

const root = path.resolve(import.meta.dirname, '../../..');

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
  const server = await spawnServer({ env: { WEB_DIST: webDist, ...env } });
  return { url: server.url, dataDir: server.dataDir, outboxDir: path.join(server.dataDir, 'outbox'), kill: server.kill, stop: server.stop };
}
