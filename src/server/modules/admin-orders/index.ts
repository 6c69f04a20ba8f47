import type { ServerFeature } from '../server-feature';
import { adminOrdersRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const adminOrdersFeature: ServerFeature = {
  name: 'admin-orders',
  mounts: [{ path: '/admin/orders', routes: adminOrdersRoutes }],
};
