import type { ServerFeature } from '../server-feature';
import { labelsRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const labelsFeature: ServerFeature = {
  name: 'labels',
  mounts: [{ path: '/admin/labels', routes: labelsRoutes }],
};
