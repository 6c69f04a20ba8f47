import type { AdminFeature } from '../admin-feature';
import DivergencesPage from './divergences-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const divergencesFeature: AdminFeature = {
  name: 'divergences',
  screens: [
    // Every member reads it (a store's staff their own store's transfers); resolving is on the transfer (transfers.resolve).
    { path: 'divergencias', Component: DivergencesPage, access: ['backoffice.view'], nav: { section: 'estoque-lojas', label: 'Divergências', position: 15 } },
  ],
};
