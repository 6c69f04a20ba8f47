import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { quoteIdent, readLayout, readSequences } from '@/server/db/backup/database-layout';
import { restoreBackup } from '@/server/db/backup/restore-backup';
import { listFiles, writeBackup } from '@/server/db/backup/write-backup';
import { type Database, type DbOrTx, openDatabase } from '@/server/db/client';
import { createProduct } from '../support/app-fixtures';
import { createScratchDatabase, dbKind } from '../support/databases';
import { orderBody } from '../support/fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

const t = setUpTestApp();
const customer = signInForSuite(t, 'customer');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'luz-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** An empty database with this build's migrations: a scratch one on the server, or a new PGlite. */
async function emptyDatabase(): Promise<Database> {
  if (dbKind === 'postgres') {
    const scratch = await createScratchDatabase();
    const database = await openDatabase({ databaseUrl: scratch.url });
    cleanups.push(async () => {
      await database.close();
      await scratch.drop();
    });
    return database;
  }
  const database = await openDatabase({});
  cleanups.push(() => database.close());
  return database;
}

/** Every table's row count and a digest of all its rows (generated columns included). */
async function fingerprint(db: DbOrTx) {
  const out: Record<string, { rows: number; digest: string | null }> = {};
  for (const table of await readLayout(db)) {
    const name = quoteIdent(table.name);
    const { rows } = await db.execute<{ rows: number; digest: string | null }>(
      sql.raw(`SELECT count(*)::int AS rows, md5(string_agg(x::text, '|' ORDER BY x::text)) AS digest FROM ${name} x`),
    );
    out[table.name] = rows[0]!;
  }
  return out;
}

const usersIn = async (db: DbOrTx) => Number((await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM "user"`)).rows[0]!.n);

describe(`backup and restore (${dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('backs up, and a restore into an empty database and directory finds every order, movement, sequence and file', async () => {
    // Some life in the shop: orders that moved stock, and stored files.
    const product = await createProduct(t, { stock: 10, name: 'Terço do Backup' });
    for (let i = 0; i < 3; i++) expect((await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 2 }]))).status).toBe(201);
    await t.ctx.storage.put(`products/${product.id}/foto.webp`, Buffer.from('imagem de teste \u0000\u00ff', 'latin1'));
    await t.ctx.storage.put('staff/documento.pdf', Buffer.from('%PDF-1.4 documento'));

    const file = path.join(tmp, 'backup.jsonl.gz');
    const sourceFiles = path.join(t.dataDir, 'uploads');
    const written = await writeBackup(t.ctx.database.db, { out: file, filesDir: sourceFiles });
    expect(written.files).toBe(listFiles(sourceFiles).length);
    const before = await fingerprint(t.ctx.database.db);
    const sequences = await readSequences(t.ctx.database.db);
    expect(before.orders!.rows).toBeGreaterThanOrEqual(3);
    expect(before.stock_movements!.rows).toBeGreaterThan(0);

    const target = await emptyDatabase();
    const targetFiles = path.join(tmp, 'restored-uploads');
    const restored = await restoreBackup(target.db, { file, filesDir: targetFiles });
    expect(restored).toEqual(written);
    expect(await fingerprint(target.db)).toEqual(before);
    expect(await readSequences(target.db)).toEqual(sequences);
    expect(listFiles(targetFiles)).toEqual(listFiles(sourceFiles));
    for (const rel of listFiles(sourceFiles)) {
      expect(fs.readFileSync(path.join(targetFiles, rel)).equals(fs.readFileSync(path.join(sourceFiles, rel))), rel).toBe(true);
    }
    // Ids go on from where they were: a new movement does not collide with a restored one.
    const next = await target.db.execute<{ id: number }>(
      sql`INSERT INTO stock_movements (product_id, quantity, kind) VALUES (${product.id}, 1, 'adjustment') RETURNING id`,
    );
    expect(Number(next.rows[0]!.id)).toBeGreaterThan(before.stock_movements!.rows);

    // Never over data: a second restore into the same database is refused and changes nothing.
    const again = await target.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
    await expect(restoreBackup(target.db, { file, filesDir: path.join(tmp, 'other') })).rejects.toThrow(
      'O banco de destino já tem dados: restaure num banco vazio (só com as migrações).',
    );
    expect((await target.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`)).rows).toEqual(again.rows);
  });

  it('refuses a damaged file, a file that is not a backup and a non-empty directory, leaving the database empty', async () => {
    const good = path.join(tmp, 'backup.jsonl.gz');
    const target = await emptyDatabase();
    const damaged = path.join(tmp, 'cortado.jsonl.gz');
    const bytes = fs.readFileSync(good);
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restoreBackup(target.db, { file: damaged, filesDir: path.join(tmp, 'd1') })).rejects.toThrow('Arquivo de backup corrompido ou incompleto.');
    expect(await usersIn(target.db)).toBe(0);
    expect(listFiles(path.join(tmp, 'd1'))).toEqual([]);

    const other = path.join(tmp, 'outro.jsonl.gz');
    fs.writeFileSync(other, zlib.gzipSync('{"format":"outra-coisa","migrations":1}\n'));
    await expect(restoreBackup(target.db, { file: other, filesDir: null })).rejects.toThrow('Este arquivo não é um backup da Luz da Fé.');

    const busy = path.join(tmp, 'ocupado');
    fs.mkdirSync(busy, { recursive: true });
    fs.writeFileSync(path.join(busy, 'x.txt'), 'x');
    await expect(restoreBackup(target.db, { file: good, filesDir: busy })).rejects.toThrow(
      `O diretório de arquivos ${busy} não está vazio: restaure num DATA_DIR novo.`,
    );
    expect(await usersIn(target.db)).toBe(0);
  });
});
