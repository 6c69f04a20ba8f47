import type { ServerFeature } from '../server-feature';
import { adminProductsRoutes } from './routes';

// What other features and the jobs use of products (docs/DEVELOPING.md, 'Feature walls'): products by id for a document's
// lines, the picker's columns, the labels' rows and the images.

export { pickedProductFields } from './pick-products';
export { originalImageKey } from './product-image-files';
export { productsById } from './products-by-id';
export { resizeProductImageJob } from './resize-product-image-job';
export { selectProductsWithRegistries } from './select-products-with-registries';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const productsFeature: ServerFeature = {
  name: 'products',
  mounts: [{ path: '/admin/products', routes: adminProductsRoutes }],
};
