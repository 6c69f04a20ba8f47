import type { AdminFeature } from '../admin-feature';
import ShipmentsPage from './shipments-page';
// Expedição (issue 37): the back-office's shipping screen.

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const shipmentsFeature: AdminFeature = {
  name: 'shipments',
  screens: [
    // Issue 37: buying labels spends the shop's money.
    { path: 'expedicao', Component: ShipmentsPage, access: ['shipping.dispatch'], nav: { section: 'expedicao' } },
  ],
};
