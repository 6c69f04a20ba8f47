// Estoque por local (issue 36): what other parts of the server use — its routes, mounted in modules/index.ts.
export { stockLevelsRoutes } from './routes';
// Setting a store's own minimum (decision 072), for the demo seed.
export { setStockMinimum } from './set-stock-minimum';
