// `npm run dev`: the API with reload (node --watch) on API_PORT and Vite with hot reload on
// WEB_PORT, proxying /api to the API (vite.config.ts). Both run as children and stop together.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.WEB_PORT ?? '5173';

const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // One half without the other is no use: stop everything and report who ended first.
    console.error(`[dev] ${name} terminou (${signal ?? code}); encerrando.`);
    void stop(code ?? 1);
  });
  children.push(child);
  return child;
}

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  const exits = children.filter((c) => c.exitCode === null && c.signalCode === null).map((c) => new Promise((resolve) => c.once('exit', resolve)));
  for (const c of children) c.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  }, 5000);
  await Promise.all(exits);
  clearTimeout(timer);
  process.exit(code);
}

async function waitForApi() {
  const started = Date.now();
  while (!stopping && Date.now() - started < 120_000) {
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

start('API', ['--watch', '--watch-preserve-output', '--import', 'tsx', 'src/server/main.ts'], {
  PORT: apiPort,
  // The browser talks to Vite, whose proxy rewrites Host: the API must trust Vite's origin.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  // The web app comes from Vite here: point the API at a folder with no build so it serves only /api.
  WEB_DIST: path.join(root, '.tmp', 'no-web-dist-in-dev'),
});
// Vite starts once the API answers, so the first page load does not hit a closed proxy target.
await waitForApi();
if (!stopping) {
  start('Vite', [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', webPort, '--strictPort'], { API_PORT: apiPort });
}
console.log(`[dev] API em http://localhost:${apiPort} · loja em http://localhost:${webPort}`);
