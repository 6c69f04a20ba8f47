import type { AdminFeature } from '../admin-feature';
import WarehousePage from './warehouse-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const warehouseFeature: AdminFeature = {
  name: 'warehouse',
  screens: [{ path: 'almoxarifado', Component: WarehousePage, access: ['backoffice.view'], nav: { section: 'almoxarifado' } }],
};
