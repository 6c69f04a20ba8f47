import type { ServerFeature } from '../server-feature';
import { requestsRoutes } from './routes';

// What other features and the demo seed use of requests (docs/DEVELOPING.md, 'Feature walls'): special orders
// are requests too (their lines, header and lists), receiving checks a purchase against its request.

export { assertAwaitingPurchase } from './assert-awaiting-purchase';
export { createMerchandiseRequest } from './create-merchandise-request';
export { createPurchaseRequest } from './create-purchase-request';
export { listRequestItems, requestBase } from './get-request-details';
export { listRequests } from './list-requests';
export { loadRequestLines } from './load-request-products';
export { moveMerchandiseRequest } from './move-merchandise-request';
export { movePurchaseRequest } from './move-purchase-request';
export { newRequestHeader } from './new-request-header';
// A transfer fulfils a merchandise request and the request follows it (issue 36, decision 065).
export { followTransfer, type RequestToTransfer, readRequestToTransfer } from './request-transfer';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const requestsFeature: ServerFeature = {
  name: 'requests',
  mounts: [{ path: '/admin/requests', routes: requestsRoutes }],
};
