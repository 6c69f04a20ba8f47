import type { ServerFeature } from '../server-feature';
import { adminUsersRoutes } from './routes';

// What other features use of users (docs/DEVELOPING.md, 'Feature walls'): anonymising an account (account, staff).

export { anonymiseUser, endSessions } from './anonymise-user';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const usersFeature: ServerFeature = {
  name: 'users',
  mounts: [{ path: '/admin/users', routes: adminUsersRoutes }],
};
