import type { ServerFeature } from '../server-feature';
import { accountRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const accountFeature: ServerFeature = {
  name: 'account',
  mounts: [{ path: '/store/account', routes: accountRoutes }],
};
