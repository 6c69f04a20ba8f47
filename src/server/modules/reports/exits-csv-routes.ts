import { Hono } from 'hono';
import { stockExitListQuerySchema } from '../../../domain/schemas/stock-documents';
import type { AppEnv } from '../../context';
import { requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { storeScope } from '../permissions';
import { exportExitsCsv } from './export-exits-csv';

/**
 * GET /api/admin/stock-exits/export.csv — Consultar Saídas' 'Exportar CSV'. Its address is the
 * exits', but it is the reports center's exits report with the list's filters, so it lives here
 * and is mounted beside the exits' routes (modules/index.ts): stock-exits never imports reports.
 */
export const exitsCsvRoutes = new Hono<AppEnv>().get('/export.csv', requirePermission('reports.view'), validate('query', stockExitListQuerySchema), async (c) =>
  exportExitsCsv(c.var.ctx.database.db, c.req.valid('query'), await storeScope(c), c.req.raw.signal),
);
