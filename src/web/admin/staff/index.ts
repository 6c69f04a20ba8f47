import type { AdminFeature } from '../admin-feature';
import StaffDetailPage from './staff-detail-page';
import StaffListPage from './staff-list-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const staffFeature: AdminFeature = {
  name: 'staff',
  screens: [
    {
      path: 'cadastros/funcionarios',
      Component: StaffListPage,
      access: ['backoffice.view'],
      nav: { section: 'cadastros', label: 'Funcionários', position: 70 },
    },
    { path: 'funcionarios', Component: StaffListPage, access: ['backoffice.view'] },
    { path: 'funcionarios/detalhes/:staffId', Component: StaffDetailPage, access: ['backoffice.view'] },
  ],
};
