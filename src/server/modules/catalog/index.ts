import type { ServerFeature } from '../server-feature';
import { catalogRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const catalogFeature: ServerFeature = {
  name: 'catalog',
  mounts: [{ path: '/store', routes: catalogRoutes }],
};
