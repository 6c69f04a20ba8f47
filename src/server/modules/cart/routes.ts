import { Hono } from 'hono';
import type { CartCheck } from '../../../domain/api/cart';
import { cartBodySchema, cartCheckQuerySchema } from '../../../domain/schemas/cart';
import type { AppEnv } from '../../context';
import { currentUser, requireCustomer } from '../../http/guards';
import { validate } from '../../http/validate';
import { estimateBesidePage } from '../shipping-estimate';
import { readCartProducts } from './cart-products';
import { getCart } from './get-cart';
import { mergeCart, replaceCart } from './save-cart';

export const cartRoutes = new Hono<AppEnv>()
  .get('/', requireCustomer, async (c) => c.json(await getCart(c.var.ctx.database.db, currentUser(c).id)))
  .put('/', requireCustomer, validate('json', cartBodySchema), async (c) =>
    c.json(await replaceCart(c.var.ctx.database.db, currentUser(c).id, c.req.valid('json').items)),
  )
  .post('/merge', requireCustomer, validate('json', cartBodySchema), async (c) =>
    c.json(await mergeCart(c.var.ctx.database.db, currentUser(c).id, c.req.valid('json').items)),
  )
  // Guests too: the cart page flags lines whose quantity exceeds the current stock.
  .get('/check', validate('query', cartCheckQuerySchema), async (c) => {
    const { ids, items, cep } = c.req.valid('query');
    const products = readCartProducts(c.var.ctx.database.db, ids);
    if (!cep) return c.json({ products: await products } satisfies CartCheck);
    // The remembered CEP's estimate rides on the cart's own check (decision 075); never fails it.
    const estimate = estimateBesidePage(c.var.ctx, cep, items);
    return c.json({ products: await products, estimate: await estimate } satisfies CartCheck);
  });
