import { Hono } from 'hono';
import { gateSettingsSchema, shopSettingsSchema } from '../../../domain/schemas/settings';
import type { AppEnv } from '../../context';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { getAdminSettings } from './admin-settings';
import { updateGateSettings } from './update-gate-settings';
import { updateShopSettings } from './update-shop-settings';

/** /admin/configuracoes: whoever holds 'settings.manage' (administrators by default). */
export const settingsAdminRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('settings.manage'), async (c) => c.json(await getAdminSettings(c.var.ctx.database.db, c.var.ctx.config)))
  .put('/', requirePermission('settings.manage'), validate('json', shopSettingsSchema), async (c) => {
    const { db } = c.var.ctx.database;
    await updateShopSettings(db, currentUser(c), c.req.valid('json'));
    return c.json(await getAdminSettings(db, c.var.ctx.config));
  })
  .put('/gate', requirePermission('settings.manage'), validate('json', gateSettingsSchema), async (c) => {
    const { db } = c.var.ctx.database;
    await updateGateSettings(db, currentUser(c), c.req.valid('json'));
    return c.json(await getAdminSettings(db, c.var.ctx.config));
  });
