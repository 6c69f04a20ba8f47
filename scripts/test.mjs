// `npm test`: every suite. Unit, integration on PGlite, integration again on the PostgreSQL server
// when TEST_DATABASE_URL (or DATABASE_URL) is set, then the end-to-end suites in Chromium against a
// fresh production build. Exits non-zero when any test fails.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
const only = process.argv[2]; // optional: unit | integration | e2e

const phases = [
  { name: 'unit', args: ['--project', 'unit'], env: {} },
  { name: 'integration-pglite', args: ['--project', 'integration'], env: { DB_KIND: 'pglite' } },
  ...(serverUrl ? [{ name: 'integration-postgres', args: ['--project', 'integration'], env: { DB_KIND: 'postgres', TEST_DATABASE_URL: serverUrl } }] : []),
  { name: 'e2e', args: ['--project', 'e2e'], env: {}, build: true },
].filter((p) => !only || p.name.startsWith(only));

// The e2e servers start from a copy of one server's data directory (tests/support/spawn-server.ts,
// E2E_DATA_TEMPLATE): it is made beside the phase before the e2e one, whose CPU it shares, so that
// its demo data is only minutes old when the e2e tests start.
const templateDir = path.join(tmp, 'e2e-data-template');
let template = null;
function startTemplate() {
  const log = fs.openSync(path.join(tmp, 'e2e-data-template.log'), 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/make-data-template.ts', templateDir], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: { ...process.env, DATABASE_URL: '' },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code === 0)));
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const [i, phase] of phases.entries()) {
  console.log(`\n=== ${phase.name} ===`);
  if (phases[i + 1]?.name === 'e2e' || (phase.name === 'e2e' && !template)) template = startTemplate();
  if (phase.name === 'e2e') {
    if (await template) phase.env.E2E_DATA_TEMPLATE = templateDir;
    else console.log(`(the e2e servers start fresh: the data template failed, see ${path.join(tmp, 'e2e-data-template.log')})`);
  }
  if (phase.build) {
    const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) {
      failures.push(`${phase.name}: build failed`);
      failed++;
      continue;
    }
  }
  const out = path.join(tmp, `vitest-${phase.name}.json`);
  fs.rmSync(out, { force: true });
  const r = spawnSync('npx', ['vitest', 'run', ...phase.args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: root,
    stdio: 'inherit',
    // DATABASE_URL must not switch the product's own database under the PGlite phases.
    env: { ...process.env, DATABASE_URL: '', ...phase.env },
  });
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) failures.push(`${phase.name}: no tests ran`);
  }
  if (r.status !== 0) failures.push(`${phase.name}: vitest exited ${r.status}`);
}
fs.rmSync(templateDir, { recursive: true, force: true });
console.log('');
if (failures.length) console.log(`Failed phases:\n  ${failures.join('\n  ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
