import { Hono } from 'hono';
import { z } from 'zod';
import { JOB_NOT_FOUND_MESSAGE, jobListQuerySchema } from '../../../domain/jobs';
import { serialIdParam } from '../../../domain/schemas/fields';
import type { AppEnv } from '../../context';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { listJobs } from './list-jobs';
import { retryJob } from './retry-job';

const idParam = z.object({ id: serialIdParam(JOB_NOT_FOUND_MESSAGE) });

/** Tarefas em segundo plano (admin): what runs in the background, what failed and why; retry. */
export const jobsRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('jobs.run'), validate('query', jobListQuerySchema), async (c) =>
    c.json(await listJobs(c.var.ctx.database.db, c.req.valid('query'))),
  )
  .post('/:id/retry', requirePermission('jobs.run'), validate('param', idParam), async (c) =>
    c.json({ job: await retryJob(c.var.ctx.database.db, currentUser(c), c.req.valid('param').id) }),
  );
