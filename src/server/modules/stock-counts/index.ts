import type { ServerFeature } from '../server-feature';
import { stockCountsRoutes } from './routes';

// What other features use of stock-counts (docs/DEVELOPING.md, 'Feature walls'): its routes, and the
// functions the demo uses to leave a finished count.
export { applyStockCount, approveStockCount, moveStockCount } from './move-stock-count';
export { openStockCount } from './open-stock-count';
export { recordCountLine } from './record-count-line';
export { stockCountsRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const stockCountsFeature: ServerFeature = {
  name: 'stock-counts',
  mounts: [{ path: '/admin/stock-counts', routes: stockCountsRoutes }],
};
