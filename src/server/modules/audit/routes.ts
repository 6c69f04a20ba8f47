import { Hono } from 'hono';
import { auditQuerySchema } from '../../../domain/schemas/audit';
import type { AppEnv } from '../../context';
import { requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { storeScope } from '../permissions';
import { listAudit } from './list-audit';
import { listAuditFilters } from './list-audit-filters';

/** /admin/auditoria: who changed what and when, for administrators. */
export const auditRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('audit.view'), validate('query', auditQuerySchema), async (c) =>
    c.json(await listAudit(c.var.ctx.database.db, c.req.valid('query'), await storeScope(c))),
  )
  .get('/filters', requirePermission('audit.view'), async (c) => c.json(await listAuditFilters(c.var.ctx.database.db)));
