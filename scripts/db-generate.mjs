// `npm run db:generate -- --name <what> [--custom]`: drizzle-kit generate that cannot overwrite
// another migration. drizzle-kit numbers the next migration as the last journal entry's idx + 1 and
// writes meta/<number>_snapshot.json without looking; this refuses to run when the journal's idx and
// tags disagree or when a file with the next number already exists (decision 048).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const folder = path.join(root, 'src/server/db/migrations');
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
const args = process.argv.slice(2);
const nameAt = args.findIndex((a) => a === '--name' || a.startsWith('--name='));
if (nameAt < 0) {
  console.error('Uso: npm run db:generate -- --name <o-que-muda> [--custom]');
  process.exit(2);
}

for (const entry of journal.entries) {
  const number = Number.parseInt(entry.tag.split('_')[0], 10);
  if (entry.idx !== number) {
    console.error(`_journal.json: a entrada ${entry.tag} tem idx ${entry.idx}; o idx deve ser o número do arquivo.`);
    process.exit(1);
  }
}
const last = journal.entries.at(-1);
const next = String((last?.idx ?? -1) + 1).padStart(4, '0');
const taken = [...fs.readdirSync(folder), ...fs.readdirSync(path.join(folder, 'meta'))].filter((f) => f.startsWith(`${next}_`));
if (taken.length) {
  console.error(`A próxima migração seria ${next}, mas já existe: ${taken.join(', ')}. Nada foi gerado.`);
  process.exit(1);
}
const r = spawnSync('npx', ['drizzle-kit', 'generate', ...args], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
