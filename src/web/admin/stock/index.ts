import type { AdminFeature } from '../admin-feature';
import EntriesPage from './entries-page';
import ExitsHistoryPage from './exits-history-page';
import ExitsPage from './exits-page';
import StockMovementsPage from './stock-movements-page';

// A product's movements on its page (products' stock panel): the list's hook and the signed quantity.
export { SignedQuantity } from './signed-quantity';
// What other back-office features use of the stock screens: the stock views' query key, under which
// every screen that shows stock puts its own keys so invalidateStockViews refreshes it.
export { stockKeys } from './stock-api';
export { useStockMovements } from './stock-movements-api';

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
    {
      path: 'movimentacoes',
      Component: StockMovementsPage,
      access: ['backoffice.view'],
      nav: { section: 'entradas-saidas', label: 'Movimentações de Estoque', position: 60 },
    },
  ],
};
