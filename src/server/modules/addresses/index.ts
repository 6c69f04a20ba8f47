import type { ServerFeature } from '../server-feature';
import { addressRoutes } from './routes';

// What other features use of addresses (docs/DEVELOPING.md, 'Feature walls'): the account's data export lists them.

export { listAddresses } from './list-addresses';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const addressesFeature: ServerFeature = {
  name: 'addresses',
  mounts: [{ path: '/store/addresses', routes: addressRoutes }],
};
