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
export { findPreviousPost, lockIdempotencyKey } from './idempotency';
// placeOrder writes its reservation in the statement that writes the order (decision 069).
export { reserveStock, type StockReservation, stockReservationCtes } from './reserve-stock';
