// What other features and the jobs use of orders (docs/DEVELOPING.md, 'Feature walls').
export { resolveUnchargedOrders } from './resolve-uncharged-orders';
export { cancelRefundedOrder } from './set-order-status';
