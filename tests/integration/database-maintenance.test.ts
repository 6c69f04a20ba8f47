import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '@/server/db/schema';
import { runDueJobs, scheduleRecurring } from '@/server/job-runner/job-runner';
import { recurringJobsFor, SHOP_JOB_HANDLERS, SHOP_RECURRING_JOBS } from '@/server/job-runner/shop-jobs';
import { dbKind, dbLabel } from '../support/databases';
import { setUpTestApp } from '../support/test-app';

// Decision 085: PGlite has no autovacuum, so the shop runs VACUUM (ANALYZE) on it as a recurring job;
// on a PostgreSQL server the job is not scheduled and does nothing if run.

const t = setUpTestApp();

/** What the planner believes the jobs table holds, and when it was last vacuumed by hand. */
async function jobsTableStats() {
  const { rows } = await t.ctx.database.db.execute<{ reltuples: number; last_vacuum: Date | null; last_analyze: Date | null }>(sql`
    SELECT c.reltuples::float8 AS reltuples, s.last_vacuum, s.last_analyze
    FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = 'jobs'`);
  return rows[0]!;
}

const countJobs = async () => Number((await t.ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs`)).rows[0]!.n);

describe(`embedded database upkeep (${dbLabel})`, () => {
  it('is scheduled only on PGlite, its first run an hour after the row is written', async () => {
    expect(recurringJobsFor('postgres')).toEqual(SHOP_RECURRING_JOBS);
    const maintain = recurringJobsFor('pglite').find((r) => r.kind === 'database.maintain');
    expect(maintain).toMatchObject({ everyMs: 6 * 60 * 60_000, startAfterMs: 60 * 60_000 });

    await scheduleRecurring(t.ctx.database.db, recurringJobsFor('pglite'));
    const [row] = await t.ctx.database.db.select().from(jobs).where(eq(jobs.singletonKey, 'recurring:database.maintain'));
    const waitMinutes = (row!.runAt.getTime() - Date.now()) / 60_000;
    expect(waitMinutes).toBeGreaterThan(55);
    expect(waitMinutes).toBeLessThanOrEqual(60);
  });

  it('brings the statistics up to date and vacuums on PGlite, through the job runner; does nothing on a server', async () => {
    // 3,000 rows the planner has not seen (no autovacuum here: PGlite has none, this machine's server has it off).
    await t.ctx.database.db.execute(sql`INSERT INTO jobs (kind, status, run_at) SELECT 'teste.carga', 'done', now() FROM generate_series(1, 3000)`);
    const before = await jobsTableStats();
    expect(before.reltuples).not.toBe(await countJobs());

    await t.ctx.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.singletonKey, 'recurring:database.maintain'));
    // Only this job's handler: the pass claims the due recurring rows, and this test is about this one.
    await runDueJobs(
      t.ctx,
      { 'database.maintain': SHOP_JOB_HANDLERS['database.maintain'] },
      { instanceId: 'teste', recurring: recurringJobsFor('pglite'), backoffMs: 0 },
    );
    const [row] = await t.ctx.database.db.select().from(jobs).where(eq(jobs.singletonKey, 'recurring:database.maintain'));
    // VACUUM cannot run inside a transaction: run by the runner, it succeeded.
    expect(row).toMatchObject({ status: 'pending', lastError: null });
    expect(row!.lastRunAt).not.toBeNull();

    const after = await jobsTableStats();
    if (dbKind === 'pglite') {
      expect(after.reltuples).toBe(await countJobs());
      expect(after.last_vacuum).not.toBeNull();
      expect(after.last_analyze).not.toBeNull();
    } else {
      expect(after.last_vacuum).toBeNull();
      expect(after.reltuples).toBe(before.reltuples);
    }
  });
});
