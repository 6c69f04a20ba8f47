import type { AdminFeature } from '../admin-feature';
import EntriesPage from './entries-page';
import ExitsHistoryPage from './exits-history-page';
import ExitsPage from './exits-page';

// What other back-office features use of the stock screens: the stock views' query key, under which
// every screen that shows stock puts its own keys so invalidateStockViews refreshes it.
export { stockKeys } from './stock-api';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const stockFeature: AdminFeature = {
  name: 'stock',
  screens: [
    { path: 'entradas', Component: EntriesPage, access: ['backoffice.view'], nav: { section: 'entradas-saidas', label: 'Entradas', position: 10 } },
    { path: 'saidas', Component: ExitsPage, access: ['stock.post'], nav: { section: 'entradas-saidas', label: 'Saídas', position: 40 } },
    {
      path: 'consultar-saidas',
      Component: ExitsHistoryPage,
      access: ['backoffice.view'],
      nav: { section: 'entradas-saidas', label: 'Consultar Saídas', position: 50 },
    },
  ],
};
