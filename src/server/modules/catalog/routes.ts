import { Hono } from 'hono';
import { z } from 'zod';
import { productIdParamSchema, productListQuerySchema } from '../../../domain/schemas/catalog';
import { rememberedCepQuerySchema } from '../../../domain/schemas/shipping-estimate';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { estimateBesidePage } from '../shipping-estimate';
import { cached } from './catalog-cache';
import { getHome } from './get-home';
import { getProductPage } from './get-product';
import { listCategories } from './list-categories';
import { listProductsJson } from './list-products';

const productParams = z.object({ id: productIdParamSchema });

const json = (body: string | Uint8Array) => new Response(body as BodyInit, { headers: { 'content-type': 'application/json; charset=UTF-8' } });

/** Storefront catalogue, mounted under /api/store (the site gate applies; anyone who passed it may read). */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/home', async (c) => json(await cached(c.var.ctx, 'home', async () => JSON.stringify(await getHome(c.var.ctx.database.db)))))
  .get('/categories', async (c) => c.json({ categories: await listCategories(c.var.ctx.database.db) }))
  .get('/products', validate('query', productListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { ctx } = c.var;
    // The loader inline, not in a named const: tsx (esbuild's keepNames) names such a closure with
    // Object.defineProperty on every request, ~3 µs of a search's CPU. A search answered from memory
    // is answered without suspending the handler (decision 086).
    const body = cached(ctx, `products:${JSON.stringify(query)}`, () => listProductsJson(ctx.database.db, query, ctx.config.catalogCacheMs));
    return json(body instanceof Promise ? await body : body);
  })
  .get('/products/:id', validate('param', productParams), validate('query', rememberedCepQuerySchema), async (c) => {
    const user = c.var.user;
    const customerId = user?.role === 'customer' ? user.id : null;
    const { id } = c.req.valid('param');
    const { cep } = c.req.valid('query');
    const page = getProductPage(c.var.ctx.database.db, id, customerId);
    if (!cep) return c.json(await page);
    // The remembered CEP's estimate rides on the page's own answer (decision 075), worked out beside
    // the product's query; it never fails the page (null instead).
    const estimate = estimateBesidePage(c.var.ctx, cep, [{ productId: id, quantity: 1 }]);
    return c.json({ ...(await page), estimate: await estimate });
  });
