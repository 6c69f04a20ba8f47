import type { ServerFeature } from '../server-feature';
import { adminOrdersRoutes } from './admin-routes';
import { orderRoutes } from './routes';

// What other features and the jobs use of orders (docs/DEVELOPING.md, 'Feature walls').

export { itemsByOrder } from './customer-order';
export { expireUnpaidOrders } from './expire-unpaid-orders';
export { consumeOrderStock } from './order-stock';
export { placeOrder } from './place-order';
export { resolveUnchargedOrders } from './resolve-uncharged-orders';
export { cancelRefundedOrder, setOrderStatus } from './set-order-status';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const ordersFeature: ServerFeature = {
  name: 'orders',
  // The customer's orders (routes.ts) and the back-office's Pedidos (admin-routes.ts): one feature, two route sets.
  mounts: [
    { path: '/admin/orders', routes: adminOrdersRoutes },
    { path: '/store/orders', routes: orderRoutes },
  ],
};
