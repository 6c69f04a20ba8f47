import type { ServerFeature } from '../server-feature';
import { jobsRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const jobsFeature: ServerFeature = {
  name: 'jobs',
  mounts: [{ path: '/admin/jobs', routes: jobsRoutes }],
};
