import type { ServerFeature } from '../server-feature';
import { stockEntriesRoutes } from './entries-routes';
import { stockExitsRoutes } from './exits-routes';
import { stockMovementsRoutes } from './movements-routes';

// What other features use of stock (docs/DEVELOPING.md, 'Feature walls'): the one way stock changes,
// and the check that balances per place equal the movements (decision 062).
export {
  assertStockSuffices,
  changeStock,
  InsufficientStockError,
  type LockedProduct,
  lockProducts,
  readPlaceBalances,
  type StockChange,
} from './change-stock';
export { checkStockBalancesJob, rebuildStockBalances, type StockBalanceMismatch, stockBalanceMismatches } from './check-stock-balances';
export { foldUnitsSold } from './count-units-sold';
export { createStockEntry } from './create-stock-entry';
export { createStockExit, mergeExitLines } from './create-stock-exit';
export { findPreviousPost, lockIdempotencyKey } from './idempotency';
export { exitFilter } from './list-stock-exits';
// The guia de remessa, which a transfer prints as an exit does (decision 065).
export { renderExitPdf } from './render-exit-pdf';
// placeOrder writes its reservation in the statement that writes the order (decision 069).
export { reserveStock, type StockReservation, stockReservationCtes } from './reserve-stock';

/** Where this feature's routes are mounted under /api (server-feature.ts): Entradas, Saídas and Movimentações — one screen area, one feature. */
export const stockFeature: ServerFeature = {
  name: 'stock',
  mounts: [
    { path: '/admin/stock-entries', routes: stockEntriesRoutes },
    { path: '/admin/stock-exits', routes: stockExitsRoutes },
    { path: '/admin/stock-movements', routes: stockMovementsRoutes },
  ],
};
