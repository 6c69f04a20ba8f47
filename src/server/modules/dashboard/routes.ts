import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requirePermission } from '../../http/guards';
import { storeScope } from '../permissions';
import { getDashboard } from './get-dashboard';

export const dashboardRoutes = new Hono<AppEnv>().get('/', requirePermission('backoffice.view'), async (c) =>
  c.json(await getDashboard(c.var.ctx.database.db, new Date(), await storeScope(c))),
);
