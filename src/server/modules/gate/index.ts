import type { ServerFeature } from '../server-feature';
import { gateRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const gateFeature: ServerFeature = {
  name: 'gate',
  mounts: [{ path: '/gate', routes: gateRoutes }],
};
