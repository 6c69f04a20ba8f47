import type { ServerFeature } from '../server-feature';
import { dashboardRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const dashboardFeature: ServerFeature = {
  name: 'dashboard',
  mounts: [{ path: '/admin/dashboard', routes: dashboardRoutes }],
};
