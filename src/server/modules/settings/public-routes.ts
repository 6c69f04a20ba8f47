import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { readShopSettings } from './settings-store';

/** The footer's contact block: public, holds no catalogue data, so it is outside the site gate. */
export const settingsPublicRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const shop = await readShopSettings(c.var.ctx.database.db);
  return c.json({
    storeName: shop.storeName,
    contactPhone: shop.contactPhone,
    contactEmail: shop.contactEmail,
    contactAddress: shop.contactAddress,
  });
});
