import type { ServerFeature } from '../server-feature';
import { adminUsersRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const usersFeature: ServerFeature = {
  name: 'users',
  mounts: [{ path: '/admin/users', routes: adminUsersRoutes }],
};
