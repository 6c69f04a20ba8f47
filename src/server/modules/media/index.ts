import type { ServerFeature } from '../server-feature';
import { mediaRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const mediaFeature: ServerFeature = {
  name: 'media',
  mounts: [{ path: '/media', routes: mediaRoutes }],
};
