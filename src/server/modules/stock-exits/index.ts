import type { ServerFeature } from '../server-feature';
import { stockExitsRoutes } from './routes';

// What other features use of stock exits (docs/DEVELOPING.md, 'Feature walls'): the guia de remessa,
// which a transfer prints as an exit does (decision 065).
export { renderExitPdf } from './render-exit-pdf';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const stockExitsFeature: ServerFeature = {
  name: 'stock-exits',
  mounts: [{ path: '/admin/stock-exits', routes: stockExitsRoutes }],
};
