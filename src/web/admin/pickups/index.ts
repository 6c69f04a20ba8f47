import type { AdminFeature } from '../admin-feature';
import PickupsPage from './pickups-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const pickupsFeature: AdminFeature = {
  name: 'pickups',
  screens: [
    // 'Retirar na loja' (issue 37, decision 070): every member reads it (a store's staff their own store's); the buttons follow orders.pickup.
    { path: 'retiradas', Component: PickupsPage, access: ['backoffice.view'], nav: { section: 'retiradas' } },
  ],
};
