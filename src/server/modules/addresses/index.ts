import type { ServerFeature } from '../server-feature';
import { addressRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const addressesFeature: ServerFeature = {
  name: 'addresses',
  mounts: [{ path: '/store/addresses', routes: addressRoutes }],
};
