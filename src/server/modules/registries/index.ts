import type { ServerFeature } from '../server-feature';
import { categoryRoutes, classificationRoutes, storeRoutes, supplierRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const registriesFeature: ServerFeature = {
  name: 'registries',
  mounts: [
    { path: '/admin/categories', routes: categoryRoutes },
    { path: '/admin/classifications', routes: classificationRoutes },
    { path: '/admin/suppliers', routes: supplierRoutes },
    { path: '/admin/stores', routes: storeRoutes },
  ],
};
