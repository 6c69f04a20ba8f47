import { Hono } from 'hono';
import { divergenceListQuerySchema } from '../../../domain/schemas/divergences';
import type { AppEnv } from '../../context';
import { requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { storeScope } from '../permissions';
import { listDivergences } from './list-divergences';

/** Divergências: read-only; resolving stays on the transfer (transfers.resolve). */
export const divergencesRoutes = new Hono<AppEnv>().get('/', requirePermission('backoffice.view'), validate('query', divergenceListQuerySchema), async (c) =>
  c.json(await listDivergences(c.var.ctx.database.db, c.req.valid('query'), await storeScope(c))),
);
