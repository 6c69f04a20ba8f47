import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase } from '@/server/db/client';
import { createScratchDatabase, dbKind } from './databases';

/**
 * A database of its own for testing one data migration: `openBefore()` opens it migrated up to the
 * one before `migration` (write the old rows there the old way, then close it), `openMigrated()`
 * opens it again with every migration applied. On PostgreSQL a scratch database, on PGlite a data
 * folder; `drop()` removes it and the copied migrations.
 */
export async function databaseBeforeMigration(migration: number) {
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'luz-mig-'));
  fs.cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx < migration);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luz-mig-data-'));
  const scratch = dbKind === 'postgres' ? await createScratchDatabase() : null;
  const open = (folder: string) => openDatabase(scratch ? { databaseUrl: scratch.url, migrationsFolder: folder } : { dataDir, migrationsFolder: folder });
  return {
    openBefore: () => open(before),
    openMigrated: () => open(migrationsFolder),
    drop: async () => {
      await scratch?.drop();
      fs.rmSync(before, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
