import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { JobKind } from '../../domain/jobs';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';

export type JobHandler = (ctx: AppContext, payload: unknown) => Promise<unknown>;
/** A job that runs every `everyMs`; its first run, when its row is first written, `startAfterMs` later (0 by default). */
export type RecurringJob = { kind: string; everyMs: number; startAfterMs?: number };
type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number; max_attempts: number; singleton_key: string | null };

// A job left 'running' this long belongs to an instance that died mid-run: it is run again.
const STALE_AFTER = '10 minutes';
const KEEP_DONE = '7 days';

/**
 * Makes sure each recurring job has its one row (instances starting together write it once), and
 * brings back one left 'failed' (by a version that gave recurring jobs up after their last attempt):
 * a server that starts again runs all its recurring jobs (issue 33).
 */
export async function scheduleRecurring(db: DbOrTx, recurring: RecurringJob[]) {
  for (const r of recurring) {
    await db.execute(sql`
      INSERT INTO jobs (kind, singleton_key, run_at) VALUES (${r.kind}, ${`recurring:${r.kind}`}, now() + ${`${r.startAfterMs ?? 0} milliseconds`}::interval)
      ON CONFLICT (singleton_key) DO UPDATE SET status = 'pending', attempts = 0, run_at = now(), locked_at = NULL, locked_by = NULL
      WHERE jobs.status = 'failed'`);
  }
}

/**
 * Adds a one-off job, due now. Call it inside the transaction that writes what the job works on, so
 * the job exists exactly when that data does (a rolled-back upload leaves no job behind); after the
 * commit, `wakeJobRunner()` has this process run it at once instead of at the next poll.
 */
export async function enqueueJob(db: DbOrTx, kind: JobKind, payload: Record<string, unknown>) {
  await db.execute(sql`INSERT INTO jobs (kind, payload, run_at) VALUES (${kind}, ${JSON.stringify(payload)}::jsonb, now())`);
}

/**
 * enqueueJob as SQL, for a statement (or a CTE of one) that writes what the job works on: one job
 * per row `from` yields (a `FROM … WHERE …` clause; without it, one job), its payload a jsonb
 * expression over those rows. The kind is typed like enqueueJob's: no job is ever queued by a bare string.
 */
export function enqueueJobSql(kind: JobKind, payload: SQL, from?: SQL): SQL {
  return sql`INSERT INTO jobs (kind, payload, run_at) SELECT ${kind}::text, ${payload}, now() ${from ?? sql``}`;
}

/**
 * Claims the due jobs (FOR UPDATE SKIP LOCKED: another instance claiming at the same moment gets
 * others) and runs them. A success moves a recurring job to its next run and finishes a one-off;
 * a failure waits `backoffMs × 2^(attempts-1)` before the next try, and after the last attempt the
 * job stays 'failed' with its error (the back-office shows it and can retry it). A recurring job
 * that fails keeps its error and is due again at its next turn: it never stays 'failed'.
 */
export async function runDueJobs(
  ctx: AppContext,
  handlers: Record<string, JobHandler>,
  opts: { instanceId: string; recurring: RecurringJob[]; backoffMs: number; limit?: number; housekeeping?: boolean },
): Promise<number> {
  const { db } = ctx.database;
  if (opts.housekeeping !== false) {
    await db.execute(sql`UPDATE jobs SET status = 'pending', locked_at = NULL, locked_by = NULL
      WHERE status = 'running' AND locked_at < now() - ${STALE_AFTER}::interval`);
    // One-off jobs that succeeded (an image resized) are kept a week for the back-office, then let go.
    await db.execute(sql`DELETE FROM jobs WHERE status = 'done' AND singleton_key IS NULL AND run_at < now() - ${KEEP_DONE}::interval`);
  }
  const claimed = await db.execute<ClaimedJob>(sql`
    UPDATE jobs SET status = 'running', locked_at = now(), locked_by = ${opts.instanceId}, attempts = attempts + 1
    WHERE id IN (SELECT id FROM jobs WHERE status = 'pending' AND run_at <= now() ORDER BY run_at, id LIMIT ${opts.limit ?? 10} FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, payload, attempts, max_attempts, singleton_key`);
  // One-off jobs that succeeded are marked done together when the pass ends: one statement per pass
  // instead of one per job (issue 38: two per order in a rush). An instance that dies before that
  // leaves them 'running', and they run again after STALE_AFTER, as one that died mid-job would:
  // handlers are safe to run twice.
  const done: number[] = [];
  try {
    for (const job of claimed.rows) await runClaimedJob(job);
  } finally {
    if (done.length)
      await db.execute(sql`UPDATE jobs SET status = 'done', last_error = NULL, last_run_at = now(), locked_at = NULL, locked_by = NULL
        WHERE id = ANY(${`{${done.join(',')}}`}::int[])`);
  }
  return claimed.rows.length;

  async function runClaimedJob(job: ClaimedJob) {
    const every = opts.recurring.find((r) => `recurring:${r.kind}` === job.singleton_key)?.everyMs;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`Tipo de tarefa desconhecido: ${job.kind}`);
      await handler(ctx, job.payload);
      if (every === undefined) {
        done.push(job.id);
        return;
      }
      await db.execute(sql`UPDATE jobs SET status = 'pending', attempts = 0, last_error = NULL, last_run_at = now(), locked_at = NULL, locked_by = NULL,
        run_at = now() + ${`${every} milliseconds`}::interval WHERE id = ${job.id}`);
    } catch (err) {
      const message = String((err as Error)?.message ?? err).slice(0, 2000);
      if (every !== undefined) {
        // A recurring job is never given up (a reconciliation that stopped would lose payments for
        // good): it keeps its error for the back-office and runs again at its next turn.
        await db.execute(sql`UPDATE jobs SET status = 'pending', attempts = 0, last_error = ${message}, last_run_at = now(),
          locked_at = NULL, locked_by = NULL, run_at = now() + ${`${Math.max(every, opts.backoffMs)} milliseconds`}::interval WHERE id = ${job.id}`);
        return;
      }
      const failed = job.attempts >= job.max_attempts;
      const wait = `${opts.backoffMs * 2 ** (job.attempts - 1)} milliseconds`;
      await db.execute(sql`UPDATE jobs SET status = ${failed ? 'failed' : 'pending'}, last_error = ${message}, last_run_at = now(),
        locked_at = NULL, locked_by = NULL, run_at = now() + ${wait}::interval WHERE id = ${job.id}`);
    }
  }
}

// The runners of this process, woken by wakeJobRunner().
const wakers = new Set<() => void>();

/** After a commit that enqueued a job: this process's runner looks for due jobs now. */
export function wakeJobRunner() {
  for (const wake of wakers) wake();
}

// Stale and old rows are looked for once a minute, not at every poll: they age in minutes and days.
const HOUSEKEEPING_EVERY_MS = 60_000;

/**
 * Polls for due jobs every `pollMs` in this process (on PGlite too: same table, same code), and at
 * once when woken. Passes never overlap: a wake during a pass runs another right after it. `stop`
 * waits for the pass in progress, so a shutdown never leaves a job half run.
 */
export function startJobRunner(ctx: AppContext, handlers: Record<string, JobHandler>, opts: { recurring: RecurringJob[]; pollMs: number; backoffMs: number }) {
  const instanceId = randomUUID();
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<unknown> = Promise.resolve();
  let running = false;
  let wokenDuringPass = false;
  let stopped = false;
  let lastHousekeeping = 0;
  const tick = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    running = true;
    const housekeeping = Date.now() - lastHousekeeping >= HOUSEKEEPING_EVERY_MS;
    if (housekeeping) lastHousekeeping = Date.now();
    pass = runDueJobs(ctx, handlers, { instanceId, recurring: opts.recurring, backoffMs: opts.backoffMs, housekeeping })
      .catch((err) => console.error(JSON.stringify({ level: 'error', msg: 'job runner failed', error: String(err) })))
      .finally(() => {
        running = false;
        if (stopped) return;
        const again = wokenDuringPass;
        wokenDuringPass = false;
        if (again) tick();
        else timer = setTimeout(tick, opts.pollMs);
      });
  };
  const wake = () => {
    if (stopped) return;
    if (running) wokenDuringPass = true;
    else if (timer) tick();
  };
  const ready = scheduleRecurring(ctx.database.db, opts.recurring).then(() => {
    if (stopped) return;
    wakers.add(wake);
    tick();
  });
  return {
    ready,
    stop: async () => {
      stopped = true;
      wakers.delete(wake);
      if (timer) clearTimeout(timer);
      await ready.catch(() => {});
      await pass;
    },
  };
}
