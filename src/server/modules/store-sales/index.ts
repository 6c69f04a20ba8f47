import type { ServerFeature } from '../server-feature';
import { storeSalesRoutes } from './routes';

// What other features use of store-sales (docs/DEVELOPING.md, 'Feature walls'): its routes, and
// the functions the demo uses to leave imported store sales.
export { importStoreNfce } from './import-nfce';
export { postStoreSale, readSaleStore } from './post-store-sale';
export { storeSalesRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const storeSalesFeature: ServerFeature = {
  name: 'store-sales',
  mounts: [{ path: '/admin/store-sales', routes: storeSalesRoutes }],
};
