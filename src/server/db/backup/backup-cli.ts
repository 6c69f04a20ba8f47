// `npm run backup [-- FILE]` and `npm run restore FILE`: the shop's database and stored files in one
// file, and back. On the embedded database stop the server first (it holds DATA_DIR); a PostgreSQL
// shop is backed up while it runs (one consistent snapshot).
import path from 'node:path';
import { loadConfigOrExit } from '../../config';
import { StartupError } from '../../startup-error';
import { openDatabase } from '../client';
import { RestoreError, restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

const [command, fileArg] = process.argv.slice(2);
const config = loadConfigOrExit();
// Files in S3 are the bucket's to keep (versioning, replication): the backup holds the database alone.
const filesDir = config.s3 ? null : path.join(config.dataDir, 'uploads');

function defaultName() {
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
  return `backup-luz-da-fe-${stamp}.jsonl.gz`;
}

async function main() {
  if (command !== 'backup' && command !== 'restore') throw new RestoreError('Uso: npm run backup [-- ARQUIVO] | npm run restore ARQUIVO');
  if (command === 'restore' && !fileArg) throw new RestoreError('Informe o arquivo: npm run restore ARQUIVO');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? null : config.dataDir,
    connectAttempts: config.dbConnectAttempts,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  });
  try {
    if (command === 'backup') {
      const out = path.resolve(fileArg ?? defaultName());
      const s = await writeBackup(database.db, { out, filesDir });
      console.log(`Backup gravado em ${out}: ${s.tables} tabelas, ${s.rows} linhas, ${s.files} arquivos.`);
    } else {
      const s = await restoreBackup(database.db, { file: path.resolve(fileArg!), filesDir });
      console.log(`Backup restaurado: ${s.tables} tabelas, ${s.rows} linhas, ${s.files} arquivos.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  if (err instanceof RestoreError || err instanceof StartupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
});
