import { Hono } from 'hono';
import { z } from 'zod';
import { productIdParamSchema } from '../../../domain/schemas/catalog';
import type { AppEnv } from '../../context';
import { currentUser, requireCustomer } from '../../http/guards';
import { validate } from '../../http/validate';
import { addFavorite } from './add-favorite';
import { listFavorites } from './list-favorites';
import { removeFavorite } from './remove-favorite';

const params = z.object({ productId: productIdParamSchema });

/** The signed-in customer's favourites, mounted at /api/store/favorites. */
export const favoriteRoutes = new Hono<AppEnv>()
  .get('/', requireCustomer, async (c) => c.json({ items: await listFavorites(c.var.ctx.database.db, currentUser(c).id) }))
  .put('/:productId', requireCustomer, validate('param', params), async (c) => {
    await addFavorite(c.var.ctx.database.db, currentUser(c).id, c.req.valid('param').productId);
    return c.json({ ok: true as const });
  })
  .delete('/:productId', requireCustomer, validate('param', params), async (c) => {
    await removeFavorite(c.var.ctx.database.db, currentUser(c).id, c.req.valid('param').productId);
    return c.json({ ok: true as const });
  });
