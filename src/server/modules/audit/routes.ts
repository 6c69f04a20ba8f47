import { Hono } from 'hono';
import { auditQuerySchema } from '../../../domain/schemas/audit';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../http/guards';
import { validate } from '../../http/validate';
import { listAudit } from './list-audit';
import { listAuditFilters } from './list-audit-filters';

/** /admin/auditoria: who changed what and when, for administrators. */
export const auditRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', auditQuerySchema), async (c) =>
    c.json(await listAudit(c.var.ctx.database.db, c.req.valid('query'))),
  )
  .get('/filters', requireAdmin, async (c) => c.json(await listAuditFilters(c.var.ctx.database.db)));
