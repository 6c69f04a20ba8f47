// Estoque por local (issue 36): its page, for the back-office routes.
export { default as StockLevelsPage } from './stock-levels-page';
