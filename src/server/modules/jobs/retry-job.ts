import { eq } from 'drizzle-orm';
import { JOB_NOT_FAILED_MESSAGE, JOB_NOT_FOUND_MESSAGE } from '../../../domain/jobs';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

/** 'Tentar novamente': a failed job gets its attempts back and runs at the next pass. */
export async function retryJob(db: Db, actor: SessionUser, id: number) {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
    if (job.status !== 'failed') throw new AppError('JOB_NOT_FAILED', JOB_NOT_FAILED_MESSAGE);
    await tx.update(jobs).set({ status: 'pending', attempts: 0, runAt: new Date() }).where(eq(jobs.id, id));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'job',
      entityId: String(id),
      before: { status: 'failed', lastError: job.lastError },
      after: { status: 'pending' },
    });
    return { id, status: 'pending' as const };
  });
}
