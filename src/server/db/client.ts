import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { StartupError } from '../startup-error';
import { lockDataDir } from './lock-data-dir';
import { prepareStatementsByText } from './prepared-statements';
import * as schema from './schema';

// Both drivers expose the same query builder; code is written against the node-postgres type.
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Counts SQL statements sent, for the benchmark's queries-per-request figure. */
  queryCount: () => number;
  close: () => Promise<void>;
  /** The embedded database's files as one archive (test suites start their databases from it). */
  dump?: () => Promise<Blob>;
  /** Runs `fn` while no other instance on this database runs its own (start-up data: demo, first admin). */
  oneAtATime: <T>(fn: () => Promise<T>) => Promise<T>;
  /**
   * Where a provider stand-in that keeps its side in this database (the payment sandbox, decision
   * 060) reads and writes: the database itself, or with PGlite, while a transaction of this call
   * chain is open, that transaction — PGlite has one connection, and a query sent beside an open
   * transaction waits for it to end, so a provider call made inside a transaction would wait forever.
   */
  standIn: () => DbOrTx;
};

export const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

/** How many migrations this build carries (drizzle's journal). */
export const MIGRATION_COUNT: number = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')).entries.length;

// Fixed numbers: instances starting at the same moment queue on them, so migrations and the first
// data (demo, first admin) are written once.
const MIGRATION_LOCK_KEY = 7_310_402_451;
const SETUP_LOCK_KEY = 7_310_402_452;

/** Migrations of this build not yet applied to the database (0 when ready; /api/ready). */
export async function pendingMigrations(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Math.max(0, MIGRATION_COUNT - Number(result.rows[0]?.n ?? 0));
}

/** Runs `fn` holding a session-level advisory lock on one pooled connection (the other instances wait). */
async function withSessionLock<T>(pool: pg.Pool, key: number, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await fn(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/** The URL without its password, for messages. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(DATABASE_URL inválida)';
  }
}

/**
 * A server that is still starting (or briefly unreachable) gets a few tries with growing waits;
 * one that stays down stops the start with a pt-BR message instead of a stack trace or a hang.
 */
async function waitForServer(pool: pg.Pool, url: string, attempts: number): Promise<void> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      await pool.query('SELECT 1');
      return;
    } catch (err) {
      lastError = err;
      if (i < attempts - 1) await new Promise((r) => setTimeout(r, Math.min(250 * 2 ** i, 5000)));
    }
  }
  await pool.end().catch(() => {});
  throw new StartupError(
    `Não foi possível conectar ao PostgreSQL em ${redactUrl(url)} depois de ${attempts} tentativas (${(lastError as Error)?.message ?? lastError}). Confira DATABASE_URL e se o servidor está no ar.`,
  );
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string | null;
  connectAttempts?: number;
  loadDataDir?: Blob;
  /** Connections of the PostgreSQL pool (config.dbPoolMax). */
  poolMax?: number;
  /** PGlite's shared_buffers (config.pgliteSharedBuffers). */
  pgliteSharedBuffers?: string;
  /** Another migrations folder (a migration's test stops at the one before it). */
  migrationsFolder?: string;
}): Promise<Database> {
  const migrations = { migrationsFolder: opts.migrationsFolder ?? migrationsFolder };
  let queries = 0;
  const logger = { logQuery: () => void queries++ };
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10, connectionTimeoutMillis: 5000 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.error(JSON.stringify({ level: 'warn', msg: 'idle database connection lost', error: String(err) })));
    pool.on('connect', prepareStatementsByText);
    await waitForServer(pool, opts.databaseUrl, opts.connectAttempts ?? 8);
    await withSessionLock(pool, MIGRATION_LOCK_KEY, (client) => migratePg(drizzlePg(client, { schema }), migrations));
    const db = drizzlePg(pool, { schema, logger });
    return {
      db,
      kind: 'postgres',
      queryCount: () => queries,
      close: () => pool.end(),
      oneAtATime: (fn) => withSessionLock(pool, SETUP_LOCK_KEY, () => fn()),
      standIn: () => db,
    };
  }
  let dataDir: string | undefined;
  let unlock = async () => {};
  if (opts.dataDir) {
    unlock = await lockDataDir(opts.dataDir);
    dataDir = path.join(opts.dataDir, 'pgdata');
  }
  // PostgreSQL's default 128 MB of shared buffers live inside this process with PGlite; 32 MB keep
  // a catalogue of 10,000 products and 100,000 orders fast while the process fits a 1 GB server.
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.pgliteSharedBuffers ?? '32MB'}`];
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent, fuzzystrmatch }, startParams, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, migrations);
  // The transaction open in this call chain, for `standIn` (see Database).
  const open = new AsyncLocalStorage<Tx>();
  const transaction = db.transaction.bind(db);
  (db as unknown as { transaction: typeof transaction }).transaction = (fn, config) => transaction((tx) => open.run(tx as unknown as Tx, () => fn(tx)), config);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    queryCount: () => queries,
    close: async () => {
      await client.close();
      await unlock();
    },
    dump: async () => client.dumpDataDir('none'),
    // One process per data directory (lock-data-dir.ts): nobody to wait for.
    oneAtATime: (fn) => fn(),
    standIn: () => open.getStore() ?? (db as unknown as Db),
  };
}
