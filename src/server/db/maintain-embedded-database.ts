import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * What PostgreSQL's autovacuum does on a server, for the embedded PGlite, which has none: VACUUM
 * gives back the room of rows updated or deleted (the jobs table alone rewrites its recurring rows
 * thousands of times a day) and keeps index-only reads possible; ANALYZE keeps the planner's
 * statistics in step with tables that grow (planned for their size of months before, the lists pick
 * plans for small tables). PGlite's activity counters are not kept up to date, so the whole database
 * is done rather than the tables autovacuum's thresholds would pick. On a PostgreSQL server it does
 * nothing. Returns what it did, for the job's log.
 */
export async function maintainEmbeddedDatabase(database: Pick<Database, 'kind' | 'db'>): Promise<{ vacuumed: boolean; ms: number }> {
  if (database.kind !== 'pglite') return { vacuumed: false, ms: 0 };
  const started = performance.now();
  await database.db.execute(sql`VACUUM (ANALYZE)`);
  const ms = Math.round(performance.now() - started);
  console.log(JSON.stringify({ level: 'info', msg: 'banco embutido mantido (VACUUM e ANALYZE)', ms }));
  return { vacuumed: true, ms };
}
