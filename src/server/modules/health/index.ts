import type { ServerFeature } from '../server-feature';
import { healthRoutes, readyRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const healthFeature: ServerFeature = {
  name: 'health',
  mounts: [
    { path: '/health', routes: healthRoutes },
    { path: '/ready', routes: readyRoutes },
  ],
};
