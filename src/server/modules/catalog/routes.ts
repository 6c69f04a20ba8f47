import { Hono } from 'hono';
import { z } from 'zod';
import { productIdParamSchema, productListQuerySchema } from '../../../domain/schemas/catalog';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { getHome } from './get-home';
import { getProductPage } from './get-product';
import { listCategories } from './list-categories';
import { listProducts } from './list-products';

const productParams = z.object({ id: productIdParamSchema });

/** Storefront catalogue, mounted under /api/store (the site gate applies; anyone who passed it may read). */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/home', async (c) => c.json(await getHome(c.var.ctx.database.db)))
  .get('/categories', async (c) => c.json({ categories: await listCategories(c.var.ctx.database.db) }))
  .get('/products', validate('query', productListQuerySchema), async (c) =>
    c.json(await listProducts(c.var.ctx.database.db, c.req.valid('query'))),
  )
  .get('/products/:id', validate('param', productParams), async (c) => {
    const user = c.var.user;
    const customerId = user?.role === 'customer' ? user.id : null;
    return c.json(await getProductPage(c.var.ctx.database.db, c.req.valid('param').id, customerId));
  });
