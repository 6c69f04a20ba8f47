import { Hono } from 'hono';
import type { PaymentProviderInfo } from '../../../domain/api/orders';
import { sandboxCardSchema } from '../../../domain/schemas/checkout';
import type { AppEnv } from '../../context';
import { readShopSettings } from '../../db/settings-store';
import { notFound } from '../../http/errors';
import { requireCustomer } from '../../http/guards';
import { validate } from '../../http/validate';
import { sandboxCardToken } from './sandbox-card-token';

/**
 * What the checkout needs to know about the shop's provider: Mercado Pago's card fields are its own
 * script's, run with the public key (never the token); the sandbox's card form is the shop's, and
 * its card becomes a token here (decision 060), as Mercado Pago's script would make one.
 */
export const paymentProviderRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const mp = c.var.ctx.config.mercadopago;
    const { maxInstallments = 12 } = await readShopSettings(c.var.ctx.database.db);
    const info: PaymentProviderInfo = mp
      ? { provider: 'mercadopago', publicKey: mp.publicKey, sdkUrl: mp.sdkUrl, maxInstallments }
      : { provider: 'sandbox', maxInstallments };
    return c.json(info);
  })
  // The sandbox's card form: the card typed at checkout, checked, becomes a one-time token (never stored).
  .post('/card-token', requireCustomer, validate('json', sandboxCardSchema), async (c) => {
    const { config } = c.var.ctx;
    if (config.paymentProvider !== 'sandbox') throw notFound('Rota não encontrada.');
    return c.json(sandboxCardToken(config.appSecret, c.req.valid('json')));
  });
