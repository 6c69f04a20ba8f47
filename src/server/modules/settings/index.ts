import type { ServerFeature } from '../server-feature';
import { settingsAdminRoutes } from './admin-routes';
import { settingsPublicRoutes } from './public-routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const settingsFeature: ServerFeature = {
  name: 'settings',
  mounts: [
    { path: '/settings/public', routes: settingsPublicRoutes },
    { path: '/admin/settings', routes: settingsAdminRoutes },
  ],
};
