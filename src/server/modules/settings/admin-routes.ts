import { Hono } from 'hono';
import { gateSettingsSchema, shopSettingsSchema } from '../../../domain/schemas/settings';
import type { AppEnv } from '../../context';
import { currentUser, requireAdmin } from '../../http/guards';
import { validate } from '../../http/validate';
import { getAdminSettings } from './admin-settings';
import { updateGateSettings } from './update-gate-settings';
import { updateShopSettings } from './update-shop-settings';

/** /admin/configuracoes: administrators only. */
export const settingsAdminRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => c.json(await getAdminSettings(c.var.ctx.database.db, c.var.ctx.config)))
  .put('/', requireAdmin, validate('json', shopSettingsSchema), async (c) => {
    const { db } = c.var.ctx.database;
    await updateShopSettings(db, currentUser(c), c.req.valid('json'));
    return c.json(await getAdminSettings(db, c.var.ctx.config));
  })
  .put('/gate', requireAdmin, validate('json', gateSettingsSchema), async (c) => {
    const { db } = c.var.ctx.database;
    await updateGateSettings(db, currentUser(c), c.req.valid('json'));
    return c.json(await getAdminSettings(db, c.var.ctx.config));
  });
