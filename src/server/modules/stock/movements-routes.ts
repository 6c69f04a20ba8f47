import { Hono } from 'hono';
import { stockMovementListQuerySchema } from '../../../domain/schemas/stock-movements';
import type { AppEnv } from '../../context';
import { requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { storeScope } from '../permissions';
import { listStockMovements } from './list-stock-movements';

/** Movimentações de Estoque: the ledger of every product, read-only (a movement is corrected by another document). */
export const stockMovementsRoutes = new Hono<AppEnv>().get(
  '/',
  requirePermission('backoffice.view'),
  validate('query', stockMovementListQuerySchema),
  async (c) => c.json(await listStockMovements(c.var.ctx.database.db, c.req.valid('query'), await storeScope(c))),
);
