import type { ServerFeature } from '../server-feature';
import { adminProductsRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const productsFeature: ServerFeature = {
  name: 'products',
  mounts: [{ path: '/admin/products', routes: adminProductsRoutes }],
};
