import { Hono } from 'hono';
import { oauthCallbackQuerySchema, shippingSettingsSchema } from '../../../domain/schemas/shipping';
import type { AppEnv } from '../../context';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { disconnectAccount, finishConnection, startConnection } from './connect-account';
import { getShippingSettings, updateShippingSettings } from './shipping-settings';

/**
 * Configurações → Entregas (decision 071): 'settings.manage', like the rest of Configurações — the
 * account buys labels with the shop's money and the policy sets what customers pay.
 */
export const shippingAdminRoutes = new Hono<AppEnv>()
  .get('/settings', requirePermission('settings.manage'), async (c) => c.json(await getShippingSettings(c.var.ctx)))
  .put('/settings', requirePermission('settings.manage'), validate('json', shippingSettingsSchema), async (c) => {
    await updateShippingSettings(c.var.ctx.database.db, currentUser(c), c.req.valid('json'));
    return c.json(await getShippingSettings(c.var.ctx));
  })
  .post('/oauth/start', requirePermission('settings.manage'), async (c) => c.json(await startConnection(c.var.ctx, currentUser(c))))
  // The browser comes back here from Melhor Envio; the answer is the screen, told how it went.
  .get('/oauth/callback', requirePermission('settings.manage'), validate('query', oauthCallbackQuerySchema), async (c) => {
    const outcome = await finishConnection(c.var.ctx, currentUser(c), c.req.valid('query'));
    return c.redirect(`/admin/configuracoes?aba=entregas&conexao=${outcome}`, 302);
  })
  .post('/oauth/disconnect', requirePermission('settings.manage'), async (c) => {
    await disconnectAccount(c.var.ctx, currentUser(c));
    return c.json(await getShippingSettings(c.var.ctx));
  });
