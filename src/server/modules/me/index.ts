import type { ServerFeature } from '../server-feature';
import { meRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const meFeature: ServerFeature = {
  name: 'me',
  mounts: [{ path: '/me', routes: meRoutes }],
};
