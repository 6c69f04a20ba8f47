import type { ServerFeature } from '../server-feature';
import { benchProfileRoutes, benchStatsRoutes, benchStoreRoutes } from './routes';

/** The bench's routes, mounted only when the bench asks for them (BENCH=1, never in production). */
export const benchFeature: ServerFeature = {
  name: 'bench',
  mounts: [
    { path: '/store/bench', routes: benchStoreRoutes, when: (config) => config.benchRoutes },
    { path: '/bench/stats', routes: benchStatsRoutes, when: (config) => config.benchRoutes },
    { path: '/bench/profile', routes: benchProfileRoutes, when: (config) => config.benchRoutes },
  ],
};
