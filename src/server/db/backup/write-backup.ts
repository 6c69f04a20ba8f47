import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Db, MIGRATION_COUNT } from '../client';
import { quoteIdent, readLayout, readSequences } from './database-layout';

export const BACKUP_FORMAT = 'luz-da-fe-backup';
const BATCH = 2000;

/** Every file below `dir`, as paths relative to it ('/'-separated). */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * One gzip'd file of JSON lines: a header, each table (parents before children) with its rows,
 * every sequence where it stands, then the stored files. Values are read as PostgreSQL's own text
 * (`::text`), so dates, times, JSON and arrays come back exactly as they were, whatever the time
 * zone of the machine that restores. The rows are read in one repeatable-read snapshot: a backup
 * of a running PostgreSQL shop is consistent.
 */
export async function writeBackup(db: Db, opts: { out: string; filesDir: string | null }) {
  const gzip = zlib.createGzip();
  const file = fs.createWriteStream(opts.out);
  gzip.pipe(file);
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
  };
  const summary = { tables: 0, rows: 0, files: 0 };
  await write({ format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), migrations: MIGRATION_COUNT });
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    for (const table of await readLayout(tx)) {
      summary.tables++;
      await write({ table: table.name, columns: table.columns });
      const select = table.columns.map((c) => `${quoteIdent(c)}::text`).join(', ');
      const order = table.orderBy.map(quoteIdent).join(', ');
      for (let offset = 0; ; offset += BATCH) {
        const { rows } = await tx.execute<Record<string, string | null>>(
          sql.raw(`SELECT ${select} FROM ${quoteIdent(table.name)} ORDER BY ${order} LIMIT ${BATCH} OFFSET ${offset}`),
        );
        for (const row of rows) await write({ r: Object.values(row) });
        summary.rows += rows.length;
        if (rows.length < BATCH) break;
      }
    }
    for (const s of await readSequences(tx)) await write({ sequence: s.name, value: s.value, called: s.called });
  });
  if (opts.filesDir) {
    for (const rel of listFiles(opts.filesDir)) {
      await write({ file: rel, data: fs.readFileSync(path.join(opts.filesDir, rel)).toString('base64') });
      summary.files++;
    }
  }
  gzip.end();
  await once(file, 'close');
  return summary;
}
