import type { ServerFeature } from '../server-feature';
import { cartRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const cartFeature: ServerFeature = {
  name: 'cart',
  mounts: [{ path: '/store/cart', routes: cartRoutes }],
};
