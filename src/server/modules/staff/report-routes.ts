import { Hono } from 'hono';
import { z } from 'zod';
import { serialIdParam } from '../../../domain/schemas/fields';
import type { AppEnv } from '../../context';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { readGeneratedReport } from './staff-reports';

const reportParam = z.object({
  reportId: serialIdParam('Relatório inválido.'),
});

/** Download of a generated report listed under 'Relatórios Gerados'; the reports feature may add routes here. */
export const generatedReportRoutes = new Hono<AppEnv>().get(
  '/:reportId/download',
  requirePermission('backoffice.view'),
  validate('param', reportParam),
  async (c) => readGeneratedReport(c.var.ctx, currentUser(c), c.req.valid('param').reportId),
);
