import type { ServerFeature } from '../server-feature';
import { myPermissionsRoutes, permissionsAdminRoutes } from './routes';

// What other features use of permissions (docs/DEVELOPING.md, 'Feature walls'): the store scope that
// every query over a store's rows takes (decision 052).

// A route that shows or hides part of its answer by the user's permissions reads them here (they live in
// server/auth, beside the session, because the guards of http/ read them on every request).
export { readStaffAccess, type StaffAccess, staffAccess } from '../../auth/read-staff-access';
export { assertOwnStore, EVERY_STORE, inStoreScope, OTHER_STORE_MESSAGE, type StoreScope, scopeOfStore, storeScope } from './store-scope';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const permissionsFeature: ServerFeature = {
  name: 'permissions',
  mounts: [
    { path: '/me/permissions', routes: myPermissionsRoutes },
    { path: '/admin/permissions', routes: permissionsAdminRoutes },
  ],
};
