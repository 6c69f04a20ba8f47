import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { requestIdParam, requestListQuerySchema } from '../../../domain/schemas/requests';
import {
  customerSearchQuerySchema,
  MAX_SPECIAL_ORDER_PHOTO_BYTES,
  SPECIAL_ORDER_PHOTO_TOO_LARGE_MESSAGE,
  specialOrderCreateSchema,
  specialOrderStatusMoveSchema,
} from '../../../domain/schemas/special-orders';
import type { AppEnv } from '../../context';
import { errorAnswer } from '../../http/errors';
import { currentUser, requireCustomer, requirePermission } from '../../http/guards';
import { jsonFormPart, validate } from '../../http/validate';
import { assertOwnStore, storeScope } from '../permissions';
import { listRequests } from '../requests';
import { createSpecialOrder } from './create-special-order';
import { getSpecialOrder } from './get-special-order';
import { listMySpecialOrders } from './list-my-special-orders';
import { moveSpecialOrder } from './move-special-order';
import { searchCustomers } from './search-customers';
import { readSpecialOrderPhoto, storeSpecialOrderPhoto } from './special-order-photo';

// The order travels as the JSON `data` field of a multipart body, the photo (optional) beside it:
// one request, so an order is never saved without the photo that was sent with it, nor the reverse.
const createForm = z.object({
  data: jsonFormPart(specialOrderCreateSchema),
  photo: z.custom<File>((v) => v instanceof Blob && 'name' in v && (v as File).size > 0).optional(),
});
const uploadLimit = bodyLimit({
  maxSize: MAX_SPECIAL_ORDER_PHOTO_BYTES + 128 * 1024,
  onError: (c) => errorAnswer(c, 'FILE_TOO_LARGE', SPECIAL_ORDER_PHOTO_TOO_LARGE_MESSAGE),
});

/** A special order of another store is answered as missing to a store's staff, to read or to move (issues 26, 34). */
async function visibleSpecialOrder(c: Context<AppEnv>, id: number) {
  return getSpecialOrder(c.var.ctx.database.db, id, await storeScope(c));
}

/** Encomendas de Clientes (requirements §2, §3): staff create and move them; the manage tab lists them. */
export const specialOrdersRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('backoffice.view'), validate('query', requestListQuerySchema), async (c) =>
    c.json(await listRequests(c.var.ctx.database.db, 'specialOrder', c.req.valid('query'), await storeScope(c))),
  )
  .get('/customers', requirePermission('requests.create'), validate('query', customerSearchQuerySchema), async (c) =>
    c.json({ items: await searchCustomers(c.var.ctx.database.db, c.req.valid('query').q) }),
  )
  .post('/', requirePermission('requests.create'), uploadLimit, validate('form', createForm), async (c) => {
    const { ctx } = c.var;
    const { data, photo } = c.req.valid('form');
    assertOwnStore(await storeScope(c), data.storeId ?? null);
    const photoKey = photo && !data.isExistingProduct ? await storeSpecialOrderPhoto(ctx, photo) : null;
    try {
      const { id, created } = await ctx.database.db.transaction((tx) => createSpecialOrder(tx, currentUser(c), data, photoKey));
      if (!created && photoKey) await ctx.storage.delete(photoKey).catch(() => undefined);
      return c.json({ order: await visibleSpecialOrder(c, id), created }, created ? 201 : 200);
    } catch (err) {
      if (photoKey) await ctx.storage.delete(photoKey).catch(() => undefined);
      throw err;
    }
  })
  .get('/:id', requirePermission('backoffice.view'), validate('param', requestIdParam), async (c) =>
    c.json({ order: await visibleSpecialOrder(c, c.req.valid('param').id) }),
  )
  .get('/:id/photo', requirePermission('backoffice.view'), validate('param', requestIdParam), async (c) =>
    readSpecialOrderPhoto(c.var.ctx, (await visibleSpecialOrder(c, c.req.valid('param').id)).id),
  )
  .patch('/:id/status', requirePermission('requests.manage'), validate('param', requestIdParam), validate('json', specialOrderStatusMoveSchema), async (c) => {
    const { id } = c.req.valid('param');
    await visibleSpecialOrder(c, id);
    await moveSpecialOrder(c.var.ctx, currentUser(c), id, c.req.valid('json'));
    return c.json({ order: await visibleSpecialOrder(c, id) });
  });

/** 'Minhas Encomendas': the signed-in customer's special orders and their status. */
export const mySpecialOrdersRoutes = new Hono<AppEnv>().get('/', requireCustomer, async (c) =>
  c.json({ items: await listMySpecialOrders(c.var.ctx.database.db, currentUser(c).id) }),
);
