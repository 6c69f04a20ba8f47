// `node --import tsx tests/support/make-data-template.ts <dir>`: starts the server on the test
// defaults with `<dir>` as its data directory, waits until it answers, and stops it cleanly: what a
// fresh start leaves, for spawnServer to copy (E2E_DATA_TEMPLATE, scripts/test.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { spawnServer } from './spawn-server';

const dir = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: make-data-template.ts <dir>');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
delete process.env.E2E_DATA_TEMPLATE;
const server = await spawnServer({ dataDir: dir });
// Not server.stop(), which kills after 5 s: beside another phase's tests the shutdown can take longer,
// and a killed PGlite leaves no template.
server.child.kill('SIGTERM');
const code = await Promise.race([server.exited, new Promise<'late'>((r) => setTimeout(() => r('late'), 120_000))]);
if (code !== 0) {
  server.kill();
  fs.rmSync(dir, { recursive: true, force: true });
  throw new Error(`the template server did not stop cleanly (${code}):\n${server.output()}`);
}
