import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type JobListItem, type JobListQuery, type JobStatus, jobKindLabel } from '../../../domain/jobs';
import type { Page } from '../../../domain/schemas/list-query';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { pageWindow } from '../../http/list-query';

/**
 * Background jobs for the admin: failed ones first (they need a hand), then the recurring ones (the
 * shop's own routine, whatever one-off jobs piled up), then by next run.
 */
export async function listJobs(db: DbOrTx, query: JobListQuery): Promise<Page<JobListItem>> {
  const where = query.status ? and(eq(jobs.status, query.status)) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(jobs).where(where);
  const { page, offset } = pageWindow(query.page, query.pageSize, Number(total));
  const rows = await db
    .select()
    .from(jobs)
    .where(where)
    .orderBy(desc(sql`${jobs.status} = 'failed'`), desc(sql`coalesce(${jobs.singletonKey} LIKE 'recurring:%', false)`), asc(jobs.runAt), asc(jobs.id))
    .limit(query.pageSize)
    .offset(offset);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      kindLabel: jobKindLabel(r.kind),
      status: r.status as JobStatus,
      attempts: r.attempts,
      maxAttempts: r.maxAttempts,
      runAt: r.runAt.toISOString(),
      lastRunAt: r.lastRunAt?.toISOString() ?? null,
      lastError: r.lastError,
    })),
    total: Number(total),
    page,
    pageSize: query.pageSize,
  };
}
