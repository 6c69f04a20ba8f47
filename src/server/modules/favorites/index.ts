import type { ServerFeature } from '../server-feature';
import { favoriteRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const favoritesFeature: ServerFeature = {
  name: 'favorites',
  mounts: [{ path: '/store/favorites', routes: favoriteRoutes }],
};
