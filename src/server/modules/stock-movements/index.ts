import type { ServerFeature } from '../server-feature';
import { stockMovementsRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const stockMovementsFeature: ServerFeature = {
  name: 'stock-movements',
  mounts: [{ path: '/admin/stock-movements', routes: stockMovementsRoutes }],
};
