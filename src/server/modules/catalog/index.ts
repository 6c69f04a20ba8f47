import type { ServerFeature } from '../server-feature';
import { catalogRoutes } from './routes';

// What other features and the server's start use of the catalogue (docs/DEVELOPING.md, 'Feature walls'): the product cards
// (favorites), and the card store and search index that main.ts fills.

export { refreshCardStore } from './cards-by-id';
export { PRODUCT_NOT_FOUND } from './get-product';
export { type CardRow, cardColumns, cardFrom, firstImageOf, type ProductCard, toProductCard } from './product-card';
export { currentSearchIndex } from './search-index/current-search-index';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const catalogFeature: ServerFeature = {
  name: 'catalog',
  mounts: [{ path: '/store', routes: catalogRoutes }],
};
