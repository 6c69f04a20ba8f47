import type { ServerFeature } from '../server-feature';
import { transfersRoutes } from './routes';

// What other features use of transfers (docs/DEVELOPING.md, 'Feature walls'): the routes, and the
// functions the screens call, for the demo seed (decision 065).
export { createTransfer } from './create-transfer';
export { cancelTransfer, receiveTransfer, resolveTransfer, sendTransfer, separateTransfer } from './move-transfer';
export { transfersRoutes } from './routes';
// A transfer's two places by name: Divergências lists its lines with them.
export { joinTransferPlaces, transferPlaceNames } from './transfer-places';
// The one rule of which transfers a store's staff see (decision 052): the dashboard's counts, Divergências.
export { transferInScope } from './transfer-scope';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const transfersFeature: ServerFeature = {
  name: 'transfers',
  mounts: [{ path: '/admin/transfers', routes: transfersRoutes }],
};
