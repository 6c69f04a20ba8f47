import type { ServerFeature } from '../server-feature';
import { generatedReportRoutes } from './report-routes';
import { staffRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const staffFeature: ServerFeature = {
  name: 'staff',
  mounts: [
    { path: '/admin/staff', routes: staffRoutes },
    { path: '/admin/reports', routes: generatedReportRoutes },
  ],
};
