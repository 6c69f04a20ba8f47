import type { AdminFeature } from '../admin-feature';
import ReportsPage from './reports-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const reportsFeature: AdminFeature = {
  name: 'reports',
  screens: [{ path: 'relatorios', Component: ReportsPage, access: ['reports.view'], nav: { section: 'relatorios' } }],
};
