import { Hono } from 'hono';
import { pickupHandOverSchema, pickupListQuerySchema, pickupReadySchema, pickupStoresSchema } from '../../../domain/pickups';
import { orderIdParamSchema } from '../../../domain/schemas/admin-orders';
import type { AppEnv } from '../../context';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { storeScope } from '../permissions';
import { handOverPickup } from './hand-over-pickup';
import { listPickupOrders } from './list-pickup-orders';
import { listPickupStores } from './list-pickup-stores';
import { markPickupReady } from './mark-pickup-ready';

/** The checkout's 'Retirar na loja': the stores holding the whole cart (behind the site gate, as every /api/store route). */
export const pickupStoreRoutes = new Hono<AppEnv>().post('/stores', validate('json', pickupStoresSchema), async (c) =>
  c.json({ stores: await listPickupStores(c.var.ctx.database.db, c.req.valid('json').items) }),
);

/**
 * Retiradas (issue 37, decision 070): a store's staff see and hand over their own store's pickup
 * orders only (the store scope; another store's order is 404), the warehouse and head office every one.
 */
export const pickupAdminRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('backoffice.view'), validate('query', pickupListQuerySchema), async (c) =>
    c.json(await listPickupOrders(c.var.ctx.database.db, c.req.valid('query'), await storeScope(c))),
  )
  .post('/:id/ready', requirePermission('orders.pickup'), validate('param', orderIdParamSchema), validate('json', pickupReadySchema), async (c) => {
    await markPickupReady(c.var.ctx.database.db, currentUser(c), await storeScope(c), c.req.valid('param').id, c.req.valid('json').version);
    return c.json({ ok: true });
  })
  .post('/:id/hand-over', requirePermission('orders.pickup'), validate('param', orderIdParamSchema), validate('json', pickupHandOverSchema), async (c) => {
    const { code, version } = c.req.valid('json');
    await handOverPickup(c.var.ctx.database.db, currentUser(c), await storeScope(c), c.req.valid('param').id, code, version);
    return c.json({ ok: true });
  });
