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
await server.stop();
if ((await server.exited) !== 0) throw new Error(`the template server did not stop cleanly:\n${server.output()}`);
