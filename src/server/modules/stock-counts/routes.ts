import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { serialIdParam } from '../../../domain/schemas/fields';
import {
  STOCK_COUNT_NOT_FOUND_MESSAGE,
  type StockCountMoveInput,
  stockCountApplySchema,
  stockCountLineSchema,
  stockCountListQuerySchema,
  stockCountMoveSchema,
  stockCountOpenSchema,
} from '../../../domain/stock-counts';
import type { AppEnv } from '../../context';
import { readShopSettings } from '../../db/settings-store';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { staffAccess, storeScope } from '../permissions';
import { getStockCount, listStockCounts } from './get-stock-count';
import { listCountPlaces } from './list-count-places';
import { applyStockCount, approveStockCount, moveStockCount } from './move-stock-count';
import { openStockCount } from './open-stock-count';
import { recordCountLine } from './record-count-line';

const idParam = z.object({ id: serialIdParam(STOCK_COUNT_NOT_FOUND_MESSAGE) });

/**
 * Inventários (issue 36, decision 066): every read and write takes the user's store scope — store
 * staff open, count and apply at their own store only; another store's count is missing (404).
 */
export const stockCountsRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('backoffice.view'), validate('query', stockCountListQuerySchema), async (c) =>
    c.json(await listStockCounts(c.var.ctx.database.db, c.req.valid('query'), await storeScope(c))),
  )
  .get('/places', requirePermission('backoffice.view'), async (c) => c.json({ places: await listCountPlaces(c.var.ctx.database.db, await storeScope(c)) }))
  .post('/', requirePermission('counts.manage'), validate('json', stockCountOpenSchema), async (c) => {
    const { db } = c.var.ctx.database;
    const scope = await storeScope(c);
    const { count, created } = await db.transaction((tx) => openStockCount(tx, currentUser(c), scope, c.req.valid('json')));
    return c.json({ count: await getStockCount(db, count.id, scope), created }, created ? 201 : 200);
  })
  .get('/:id', requirePermission('backoffice.view'), validate('param', idParam), async (c) =>
    c.json({ count: await getStockCount(c.var.ctx.database.db, c.req.valid('param').id, await storeScope(c)) }),
  )
  .post('/:id/lines', requirePermission('counts.manage'), validate('param', idParam), validate('json', stockCountLineSchema), async (c) => {
    const { db } = c.var.ctx.database;
    const scope = await storeScope(c);
    const id = c.req.valid('param').id;
    const line = await db.transaction((tx) => recordCountLine(tx, currentUser(c), scope, id, c.req.valid('json')));
    return c.json({ line });
  })
  .post('/:id/close', requirePermission('counts.manage'), validate('param', idParam), validate('json', stockCountMoveSchema), async (c) =>
    c.json({ count: await moveTo(c, c.req.valid('param').id, c.req.valid('json'), 'review') }),
  )
  .post('/:id/reopen', requirePermission('counts.manage'), validate('param', idParam), validate('json', stockCountMoveSchema), async (c) =>
    c.json({ count: await moveTo(c, c.req.valid('param').id, c.req.valid('json'), 'counting') }),
  )
  .post('/:id/cancel', requirePermission('counts.manage'), validate('param', idParam), validate('json', stockCountMoveSchema), async (c) =>
    c.json({ count: await moveTo(c, c.req.valid('param').id, c.req.valid('json'), 'cancelled') }),
  )
  .post('/:id/apply', requirePermission('counts.manage'), validate('param', idParam), validate('json', stockCountApplySchema), async (c) => {
    const { db } = c.var.ctx.database;
    const scope = await storeScope(c);
    const id = c.req.valid('param').id;
    const [shop, access] = await Promise.all([readShopSettings(db), staffAccess(c)]);
    const outcome = await applyStockCount(db, currentUser(c), scope, id, c.req.valid('json'), {
      thresholdCents: shop.countApprovalThresholdCents ?? 0,
      canApprove: access.permissions.has('counts.approve'),
    });
    return c.json({ count: await getStockCount(db, id, scope), applied: outcome.applied, awaitingApproval: outcome.awaitingApproval });
  })
  .post('/:id/approve', requirePermission('counts.approve'), validate('param', idParam), validate('json', stockCountMoveSchema), async (c) => {
    const { db } = c.var.ctx.database;
    const scope = await storeScope(c);
    const id = c.req.valid('param').id;
    const outcome = await approveStockCount(db, currentUser(c), scope, id, c.req.valid('json'));
    return c.json({ count: await getStockCount(db, id, scope), applied: outcome.applied });
  });

/** Close for review, reopen or cancel, then the count as the user's scope reads it. */
async function moveTo(c: Context<AppEnv>, id: number, body: StockCountMoveInput, to: 'review' | 'counting' | 'cancelled') {
  const { db } = c.var.ctx.database;
  const scope = await storeScope(c);
  await moveStockCount(db, currentUser(c), scope, id, to, body);
  return getStockCount(db, id, scope);
}
