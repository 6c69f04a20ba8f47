// What other features use of stock (docs/DEVELOPING.md, 'Feature walls'): the one way stock changes,
// and the check that balances per place equal the movements (decision 062).
export { changeStock, InsufficientStockError, type StockChange } from './change-stock';
export { checkStockBalancesJob, rebuildStockBalances, type StockBalanceMismatch, stockBalanceMismatches } from './check-stock-balances';
export { findPreviousPost, lockIdempotencyKey } from './idempotency';
export { reserveStock, type StockReservation } from './reserve-stock';
