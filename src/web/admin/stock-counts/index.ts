import type { AdminFeature } from '../admin-feature';
import CountPage from './count-page';
import CountsPage from './counts-page';
import StoreSalesPage from './store-sales-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const stockCountsFeature: AdminFeature = {
  name: 'stock-counts',
  screens: [
    // Issue 36: the lists open to every back-office user; opening, counting and importing are buttons.
    { path: 'inventarios', Component: CountsPage, access: ['backoffice.view'], nav: { section: 'estoque-lojas', label: 'Inventários', position: 30 } },
    { path: 'inventarios/:countId', Component: CountPage, access: ['backoffice.view'] },
    {
      path: 'vendas-lojas',
      Component: StoreSalesPage,
      access: ['backoffice.view'],
      nav: { section: 'estoque-lojas', label: 'Vendas das Lojas', position: 40 },
    },
  ],
};
