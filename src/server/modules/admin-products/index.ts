import type { ServerFeature } from '../server-feature';
import { adminProductsRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const adminProductsFeature: ServerFeature = {
  name: 'admin-products',
  mounts: [{ path: '/admin/products', routes: adminProductsRoutes }],
};
