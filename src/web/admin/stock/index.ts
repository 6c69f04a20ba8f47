// What other back-office features use of the stock screens: the stock views' query key, under which
// every screen that shows stock puts its own keys so invalidateStockViews refreshes it.
export { stockKeys } from './stock-api';
