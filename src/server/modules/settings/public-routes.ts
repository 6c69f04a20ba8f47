import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { readShopSettings } from '../../db/settings-store';

/** The footer's contact block and whether this is a demonstration shop: public, no catalogue data, outside the site gate. */
export const settingsPublicRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const shop = await readShopSettings(c.var.ctx.database.db);
  return c.json({
    storeName: shop.storeName,
    contactPhone: shop.contactPhone,
    contactEmail: shop.contactEmail,
    contactAddress: shop.contactAddress,
    // The login page tells visitors of a demonstration shop that test accounts exist.
    demo: c.var.ctx.config.demo,
  });
});
