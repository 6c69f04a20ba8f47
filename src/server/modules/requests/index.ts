import type { ServerFeature } from '../server-feature';
import { requestsRoutes } from './routes';

// What other features use of requests (docs/DEVELOPING.md, 'Feature walls'): a transfer fulfils a
// merchandise request and the request follows it (issue 36, decision 065).
export { followTransfer, type RequestToTransfer, readRequestToTransfer } from './request-transfer';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const requestsFeature: ServerFeature = {
  name: 'requests',
  mounts: [{ path: '/admin/requests', routes: requestsRoutes }],
};
