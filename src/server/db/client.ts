import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
};

const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string | null }): Promise<Database> {
  let queries = 0;
  const logger = { logQuery: () => void queries++ };
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: Number(process.env.DB_POOL_MAX ?? 10) });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.error(JSON.stringify({ level: 'warn', msg: 'idle database connection lost', error: String(err) })));
    const db = drizzlePg(pool, { schema, logger });
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', queryCount: () => queries, close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    // PGlite creates only the last folder of its path.
    fs.mkdirSync(opts.dataDir, { recursive: true });
    dataDir = path.join(opts.dataDir, 'pgdata');
  }
  // PostgreSQL's default 128 MB of shared buffers live inside this process with PGlite; 32 MB keep
  // a catalogue of 10,000 products and 100,000 orders fast while the process fits a 1 GB server.
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? '32MB'}`];
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent }, startParams });
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    queryCount: () => queries,
    close: () => client.close(),
  };
}
