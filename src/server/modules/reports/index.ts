import type { ServerFeature } from '../server-feature';
import { exitsCsvRoutes } from './exits-csv-routes';
import { reportCenterRoutes } from './routes';

// What the wiring and the bench use of reports (docs/DEVELOPING.md, 'Feature walls').
export { exitsCsvRoutes } from './exits-csv-routes';
export { readReportRows } from './read-report-rows';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const reportsFeature: ServerFeature = {
  name: 'reports',
  mounts: [
    { path: '/admin/stock-exits', routes: exitsCsvRoutes },
    { path: '/admin/report-center', routes: reportCenterRoutes },
  ],
};
