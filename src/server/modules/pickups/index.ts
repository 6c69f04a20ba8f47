import type { ServerFeature } from '../server-feature';
import { pickupAdminRoutes, pickupStoreRoutes } from './routes';

// 'Retirar na loja' (issue 37, decision 070): what the checkout, the jobs and the module mounting use.
export { cancelUncollectedPickups } from './cancel-uncollected-pickups';
export { listPickupStores } from './list-pickup-stores';
export { pickupAdminRoutes, pickupStoreRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const pickupsFeature: ServerFeature = {
  name: 'pickups',
  mounts: [
    { path: '/admin/pickups', routes: pickupAdminRoutes },
    { path: '/store/pickups', routes: pickupStoreRoutes },
  ],
};
