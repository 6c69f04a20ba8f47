import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '@/server/db/schema';
import { type JobHandler, runDueJobs, scheduleRecurring, startJobRunner, wakeJobRunner } from '@/server/job-runner/job-runner';
import { SHOP_RECURRING_JOBS } from '@/server/job-runner/shop-jobs';
import { dbKind } from '../support/databases';
import { setUpTestApp, signInForSuite } from '../support/test-app';

const t = setUpTestApp();
const admin = signInForSuite(t, 'admin');

const run = (handlers: Record<string, JobHandler>, instanceId = 'teste', recurring = SHOP_RECURRING_JOBS) =>
  runDueJobs(t.ctx, handlers, { instanceId, recurring, backoffMs: 0 });

async function addJobs(kind: string, n = 1) {
  const rows = await t.ctx.database.db
    .insert(jobs)
    .values(Array.from({ length: n }, (_, i) => ({ kind, payload: { n: i } })))
    .returning();
  return rows.map((r) => r.id);
}
const jobRow = async (id: number) => (await t.ctx.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe(`background jobs (${dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('retries a failing job with waits and finishes it when it succeeds', async () => {
    const [id] = await addJobs('teste.instavel');
    let calls = 0;
    const handlers = {
      'teste.instavel': async () => {
        calls++;
        if (calls < 3) throw new Error(`falha ${calls}`);
      },
    };
    for (let i = 0; i < 3; i++) await run(handlers);
    expect(await jobRow(id!)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(calls).toBe(3);
  });

  it('after five failures keeps the job failed with its error, lists it for the admin, and runs it again on retry', async () => {
    const [id] = await addJobs('teste.quebrado');
    const broken = { 'teste.quebrado': async () => Promise.reject(new Error('SMTP recusou a conexão')) };
    for (let i = 0; i < 8; i++) await run(broken);
    expect(await jobRow(id!)).toMatchObject({ status: 'failed', attempts: 5, lastError: 'SMTP recusou a conexão' });

    const list = await admin.get('/api/admin/jobs?status=failed');
    expect(list.status).toBe(200);
    expect(list.body.items).toContainEqual(expect.objectContaining({ id, status: 'failed', attempts: 5, maxAttempts: 5, lastError: 'SMTP recusou a conexão' }));

    const retried = await admin.post(`/api/admin/jobs/${id}/retry`);
    expect(retried.body).toEqual({ job: { id, status: 'pending' } });
    expect(await jobRow(id!)).toMatchObject({ status: 'pending', attempts: 0 });
    await run({ 'teste.quebrado': async () => {} });
    expect(await jobRow(id!)).toMatchObject({ status: 'done', attempts: 1 });

    const again = await admin.post(`/api/admin/jobs/${id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Só uma tarefa que falhou pode ser tentada de novo.');
    expect((await admin.post('/api/admin/jobs/99999999/retry')).body.error.message).toBe('Tarefa não encontrada.');
    expect((await admin.get('/api/admin/jobs?status=quebrado')).status).toBe(400);
  });

  it('runs each job once when two instances claim at the same moment', async () => {
    const ids = await addJobs('teste.contado', 30);
    const runs = new Map<number, number>();
    const counted: JobHandler = async (_ctx, payload) => {
      const n = (payload as { n: number }).n;
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
    };
    const handlers = { 'teste.contado': counted };
    for (let i = 0; i < 4; i++) await Promise.all([run(handlers, 'instancia-a'), run(handlers, 'instancia-b')]);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(30);
    const rows = await t.ctx.database.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('keeps one row per recurring job, moved to its next run after each run', async () => {
    await scheduleRecurring(t.ctx.database.db, SHOP_RECURRING_JOBS);
    await scheduleRecurring(t.ctx.database.db, SHOP_RECURRING_JOBS);
    const rows = await t.ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.flush'));
    expect(rows).toHaveLength(1);
    let flushed = 0;
    await run({ 'mail.flush': async () => void flushed++, 'orders.expire-unpaid': async () => {} });
    expect(flushed).toBe(1);
    const after = await jobRow(rows[0]!.id);
    expect(after).toMatchObject({ status: 'pending', attempts: 0 });
    expect(after.lastRunAt).not.toBeNull();
    expect(after.runAt.getTime()).toBeGreaterThan(after.lastRunAt!.getTime());
    // Not due again before its interval.
    await run({ 'mail.flush': async () => void flushed++, 'orders.expire-unpaid': async () => {} });
    expect(flushed).toBe(1);
  });

  it('keeps a failing recurring job coming back, and revives one left failed when the server starts again (issue 33)', async () => {
    await scheduleRecurring(t.ctx.database.db, SHOP_RECURRING_JOBS);
    const [row] = await t.ctx.database.db.select().from(jobs).where(eq(jobs.singletonKey, 'recurring:payments.reconcile'));
    await t.ctx.database.db
      .update(jobs)
      .set({ attempts: row!.maxAttempts - 1, runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, row!.id));
    await run({
      'payments.reconcile': async () => {
        throw new Error('Mercado Pago fora do ar');
      },
    });
    // Its last attempt failed: a recurring job is not given up, it runs again at its next turn.
    expect(await jobRow(row!.id)).toMatchObject({ status: 'pending', lastError: 'Mercado Pago fora do ar' });
    // One left 'failed' by an older version comes back when the server starts.
    await t.ctx.database.db
      .update(jobs)
      .set({ status: 'failed', runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, row!.id));
    await scheduleRecurring(t.ctx.database.db, SHOP_RECURRING_JOBS);
    expect(await jobRow(row!.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('runs a job enqueued after its pass at once when woken, not at the next poll ten minutes later', async () => {
    let ran = 0;
    await addJobs('teste.acordar');
    const runner = startJobRunner(t.ctx, { 'teste.acordar': async () => void ran++ }, { recurring: [], pollMs: 600_000, backoffMs: 0 });
    try {
      await expect.poll(() => ran).toBe(1); // its first pass
      const [id] = await addJobs('teste.acordar');
      wakeJobRunner();
      await expect.poll(() => ran).toBe(2);
      await expect.poll(async () => (await jobRow(id!)).status).toBe('done');
    } finally {
      await runner.stop();
    }
  });

  it('runs again a job left running by an instance that died', async () => {
    const [id] = await addJobs('teste.orfao');
    await t.ctx.database.db.execute(
      sql`UPDATE jobs SET status = 'running', attempts = 1, locked_by = 'morta', locked_at = now() - interval '11 minutes' WHERE id = ${id!}`,
    );
    const ran: number[] = [];
    await run({ 'teste.orfao': async () => void ran.push(1) });
    expect(ran).toEqual([1]);
    expect(await jobRow(id!)).toMatchObject({ status: 'done', attempts: 2 });
  });
});
