import type { ServerFeature } from '../server-feature';
import { divergencesRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const divergencesFeature: ServerFeature = {
  name: 'divergences',
  mounts: [{ path: '/admin/divergences', routes: divergencesRoutes }],
};
