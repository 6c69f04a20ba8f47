import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, MIGRATION_COUNT, type Tx } from '../client';
import { quoteIdent, readLayout } from './database-layout';
import { BACKUP_FORMAT, listFiles } from './write-backup';

export class RestoreError extends Error {}

/**
 * The lines of a gzip file; a damaged file throws here. The file is opened on the first read, not
 * before: a stream that starts flowing before anyone iterates it (while the restore still waits for
 * its transaction) emits its error to no listener, and the process dies of an uncaught exception.
 */
async function* readGzipLines(file: string): AsyncGenerator<string> {
  const stream = pipeline(fs.createReadStream(file), zlib.createGunzip(), () => {});
  let rest = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream) {
    rest += decoder.decode(chunk as Buffer, { stream: true });
    let i = rest.indexOf('\n');
    while (i >= 0) {
      yield rest.slice(0, i);
      rest = rest.slice(i + 1);
      i = rest.indexOf('\n');
    }
  }
  if (rest) yield rest;
}

type Line =
  | { format: string; version: number; createdAt: string; migrations: number }
  | { table: string; columns: string[] }
  | { r: (string | null)[] }
  | { sequence: string; value: number; called: boolean }
  | { file: string; data: string };

// Keeps each INSERT well under PostgreSQL's 65,535 parameters.
const MAX_PARAMS = 30_000;

async function insertRows(tx: Tx, table: string, columns: string[], rows: (string | null)[][]) {
  if (rows.length === 0) return;
  const cols = sql.raw(columns.map(quoteIdent).join(', '));
  const values: SQL[] = rows.map(
    (row) =>
      sql`(${sql.join(
        row.map((v) => sql`${v}`),
        sql`, `,
      )})`,
  );
  await tx.execute(sql`INSERT INTO ${sql.raw(quoteIdent(table))} (${cols}) VALUES ${sql.join(values, sql`, `)}`);
}

/**
 * Brings a backup (write-backup.ts) into a database that has its migrations but no data, and its
 * files into an empty directory, all rows in one transaction: a restore that fails leaves the
 * database as empty as it found it. Refuses a non-empty target and a backup of a newer version.
 */
export async function restoreBackup(db: Db, opts: { file: string; filesDir: string | null }) {
  if (!fs.existsSync(opts.file)) throw new RestoreError(`Arquivo de backup não encontrado: ${opts.file}`);
  if (opts.filesDir && listFiles(opts.filesDir).length > 0) {
    throw new RestoreError(`O diretório de arquivos ${opts.filesDir} não está vazio: restaure num DATA_DIR novo.`);
  }
  const lines = readGzipLines(opts.file);
  const summary = { tables: 0, rows: 0, files: 0 };
  const written: string[] = [];
  const writeFile = (f: { file: string; data: string }) => {
    if (!opts.filesDir) return;
    const target = path.resolve(opts.filesDir, f.file);
    // A path in the file must stay inside the directory.
    if (!target.startsWith(path.resolve(opts.filesDir) + path.sep)) throw new RestoreError(`Caminho inválido no backup: ${f.file}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, Buffer.from(f.data, 'base64'));
    written.push(target);
    summary.files++;
  };
  try {
    await restoreRows(db, lines, summary, writeFile);
  } catch (err) {
    // The rows rolled back; the files written so far go too.
    for (const f of written) fs.rmSync(f, { force: true });
    throw err;
  }
  return summary;
}

async function restoreRows(
  db: Db,
  lines: AsyncIterable<string>,
  summary: { tables: number; rows: number; files: number },
  writeFile: (f: { file: string; data: string }) => void,
) {
  await db.transaction(async (tx) => {
    const known = new Set((await readLayout(tx)).map((t) => t.name));
    const [{ n }] = (await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM "user"`)).rows as [{ n: number }];
    if (Number(n) > 0) throw new RestoreError('O banco de destino já tem dados: restaure num banco vazio (só com as migrações).');
    // Rows a migration wrote (default settings…) give way to the backup's.
    for (const name of known) await tx.execute(sql.raw(`DELETE FROM ${quoteIdent(name)}`));

    let header = false;
    let current: { table: string; columns: string[] } | null = null;
    let batch: (string | null)[][] = [];
    const flush = async () => {
      if (current) await insertRows(tx, current.table, current.columns, batch);
      summary.rows += batch.length;
      batch = [];
    };
    try {
      for await (const text of lines) {
        if (!text) continue;
        const line = JSON.parse(text) as Line;
        if ('format' in line) {
          if (line.format !== BACKUP_FORMAT) throw new RestoreError('Este arquivo não é um backup da Luz da Fé.');
          if (line.migrations > MIGRATION_COUNT) {
            throw new RestoreError('Este backup foi feito por uma versão mais nova da aplicação: atualize antes de restaurar.');
          }
          header = true;
        } else if (!header) {
          throw new RestoreError('Este arquivo não é um backup da Luz da Fé.');
        } else if ('table' in line) {
          await flush();
          if (!known.has(line.table)) throw new RestoreError(`O backup tem a tabela ${line.table}, que esta versão não conhece.`);
          current = line;
          // Rows a trigger wrote while earlier tables were restored (a store's stock place, written
          // with its store) give way to the backup's; tables come parents first, so none of this
          // table's children is restored yet.
          await tx.execute(sql.raw(`DELETE FROM ${quoteIdent(line.table)}`));
          summary.tables++;
        } else if ('r' in line) {
          batch.push(line.r);
          if ((batch.length + 1) * (current?.columns.length ?? 1) > MAX_PARAMS) await flush();
        } else if ('sequence' in line) {
          await flush();
          current = null;
          await tx.execute(sql`SELECT setval(${quoteIdent(line.sequence)}, ${line.value}, ${line.called})`);
        } else if ('file' in line) {
          writeFile(line);
        }
      }
    } catch (err) {
      if (err instanceof SyntaxError || String((err as NodeJS.ErrnoException).code).startsWith('Z_')) {
        throw new RestoreError('Arquivo de backup corrompido ou incompleto.');
      }
      throw err;
    }
    await flush();
    if (!header) throw new RestoreError('Este arquivo não é um backup da Luz da Fé.');
  });
}
