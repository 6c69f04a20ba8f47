import type { ServerFeature } from '../server-feature';
import { auditRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const auditFeature: ServerFeature = {
  name: 'audit',
  mounts: [{ path: '/admin/audit', routes: auditRoutes }],
};
