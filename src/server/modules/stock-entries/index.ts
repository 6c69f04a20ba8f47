import type { ServerFeature } from '../server-feature';
import { stockEntriesRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const stockEntriesFeature: ServerFeature = {
  name: 'stock-entries',
  mounts: [{ path: '/admin/stock-entries', routes: stockEntriesRoutes }],
};
