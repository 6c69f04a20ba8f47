import type { AdminFeature } from '../admin-feature';
import DashboardPage from './dashboard-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const dashboardFeature: AdminFeature = {
  name: 'dashboard',
  screens: [{ path: 'dashboard', Component: DashboardPage, access: ['backoffice.view'], nav: { section: 'dashboard' } }],
};
