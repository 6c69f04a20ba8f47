import type { AdminFeature } from '../admin-feature';
import AuditPage from './audit-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const auditFeature: AdminFeature = {
  name: 'audit',
  screens: [{ path: 'auditoria', Component: AuditPage, access: ['audit.view'], nav: { section: 'auditoria' } }],
};
