import { Hono } from 'hono';
import { shippingEstimateSchema } from '../../../domain/schemas/shipping-estimate';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { estimateShipping } from './estimate-shipping';

/** The storefront's estimate (product page, cart, checkout): behind the site gate like every /api/store route. */
export const shippingEstimateRoutes = new Hono<AppEnv>().post('/estimate', validate('json', shippingEstimateSchema), async (c) => {
  const { cheapest: _cheapest, ...estimate } = await estimateShipping(c.var.ctx, c.req.valid('json'), { productsMaxAgeMs: c.var.ctx.config.catalogCacheMs });
  return c.json({ estimate });
});
