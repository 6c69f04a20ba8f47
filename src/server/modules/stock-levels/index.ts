import type { ServerFeature } from '../server-feature';
import { stockLevelsRoutes } from './routes';

// Estoque por local (issue 36): what other parts of the server use — its routes, mounted in modules/index.ts.
export { stockLevelsRoutes } from './routes';
// Setting a store's own minimum (decision 072), for the demo seed.
export { setStockMinimum } from './set-stock-minimum';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const stockLevelsFeature: ServerFeature = {
  name: 'stock-levels',
  mounts: [{ path: '/admin/stock-levels', routes: stockLevelsRoutes }],
};
