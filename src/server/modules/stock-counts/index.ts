// What other features use of stock-counts (docs/DEVELOPING.md, 'Feature walls'): its routes, and the
// functions the demo uses to leave a finished count.
export { applyStockCount, approveStockCount, moveStockCount } from './move-stock-count';
export { openStockCount } from './open-stock-count';
export { recordCountLine } from './record-count-line';
export { stockCountsRoutes } from './routes';
