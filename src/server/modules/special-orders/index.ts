import type { ServerFeature } from '../server-feature';
import { mySpecialOrdersRoutes, specialOrdersRoutes } from './routes';

// What the demo seed uses of special orders (docs/DEVELOPING.md, 'Feature walls').

export { createSpecialOrder } from './create-special-order';
export { moveSpecialOrder } from './move-special-order';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const specialOrdersFeature: ServerFeature = {
  name: 'special-orders',
  mounts: [
    { path: '/admin/special-orders', routes: specialOrdersRoutes },
    { path: '/store/special-orders', routes: mySpecialOrdersRoutes },
  ],
};
