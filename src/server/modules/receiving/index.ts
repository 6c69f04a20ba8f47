import type { ServerFeature } from '../server-feature';
import { receivingChecksRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const receivingFeature: ServerFeature = {
  name: 'receiving',
  mounts: [{ path: '/admin/receiving-checks', routes: receivingChecksRoutes }],
};
