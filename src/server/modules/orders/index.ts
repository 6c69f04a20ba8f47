// What other features and the jobs use of orders (docs/DEVELOPING.md, 'Feature walls').

export { consumeOrderStock } from './order-stock';
export { resolveUnchargedOrders } from './resolve-uncharged-orders';
export { cancelRefundedOrder, setOrderStatus } from './set-order-status';
