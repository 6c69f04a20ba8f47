import type { ServerFeature } from '../server-feature';
import { orderRoutes } from './routes';

// What other features and the jobs use of orders (docs/DEVELOPING.md, 'Feature walls').

export { consumeOrderStock } from './order-stock';
export { resolveUnchargedOrders } from './resolve-uncharged-orders';
export { cancelRefundedOrder, setOrderStatus } from './set-order-status';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const ordersFeature: ServerFeature = {
  name: 'orders',
  mounts: [{ path: '/store/orders', routes: orderRoutes }],
};
