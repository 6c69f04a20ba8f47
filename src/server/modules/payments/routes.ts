import { Hono } from 'hono';
import type { PaymentProviderInfo } from '../../../domain/api/orders';
import type { AppEnv } from '../../context';
import { readShopSettings } from '../../db/settings-store';

/**
 * What the checkout needs to know about the shop's provider: the sandbox takes the card form as
 * it is; Mercado Pago's card fields are its own script's, run with the public key (never the token).
 */
export const paymentProviderRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const mp = c.var.ctx.config.mercadopago;
  const { maxInstallments = 12 } = await readShopSettings(c.var.ctx.database.db);
  const info: PaymentProviderInfo = mp
    ? { provider: 'mercadopago', publicKey: mp.publicKey, sdkUrl: mp.sdkUrl, maxInstallments }
    : { provider: 'sandbox', maxInstallments };
  return c.json(info);
});
