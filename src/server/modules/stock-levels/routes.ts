import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { serialIdParam } from '../../../domain/schemas/fields';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import { stockLevelListQuerySchema, stockMinimumSchema } from '../../../domain/schemas/stock-levels';
import type { AppEnv } from '../../context';
import { products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { storeScope } from '../permissions';
import { listStockLevels } from './list-stock-levels';
import { getProductStockByPlace, listStockPlaces } from './list-stock-places';
import { setStockMinimum } from './set-stock-minimum';

const productParam = z.object({ id: serialIdParam(PRODUCT_NOT_FOUND_MESSAGE) });

/**
 * Estoque por local (issue 36, decision 062): every staff member may read it; a store's staff see
 * their own store's place only (store scope). A store's own minimums are set here by whoever keeps
 * the products (catalog.manage), within the same scope (decision 072).
 */
export const stockLevelsRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('backoffice.view'), validate('query', stockLevelListQuerySchema), async (c) =>
    c.json(await listStockLevels(c.var.ctx.database.db, c.req.valid('query'), await storeScope(c))),
  )
  .get('/places', requirePermission('backoffice.view'), async (c) => c.json({ places: await listStockPlaces(c.var.ctx.database.db, await storeScope(c)) }))
  .get('/products/:id', requirePermission('backoffice.view'), validate('param', productParam), async (c) => {
    const { db } = c.var.ctx.database;
    const { id } = c.req.valid('param');
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), isNull(products.archivedAt)));
    if (!product) throw new AppError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
    return c.json(await getProductStockByPlace(db, id, await storeScope(c)));
  })
  .put('/minimums', requirePermission('catalog.manage'), validate('json', stockMinimumSchema), async (c) =>
    c.json(await setStockMinimum(c.var.ctx.database.db, currentUser(c), c.req.valid('json'), await storeScope(c))),
  );
