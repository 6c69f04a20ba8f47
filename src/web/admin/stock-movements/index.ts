import type { AdminFeature } from '../admin-feature';
import StockMovementsPage from './stock-movements-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const stockMovementsFeature: AdminFeature = {
  name: 'stock-movements',
  screens: [
    {
      path: 'movimentacoes',
      Component: StockMovementsPage,
      access: ['backoffice.view'],
      nav: { section: 'entradas-saidas', label: 'Movimentações de Estoque', position: 60 },
    },
  ],
};
