import type { AdminFeature } from '../admin-feature';
import StockLevelsPage from './stock-levels-page';
// Estoque por local (issue 36): its page, for the back-office routes.

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const stockLevelsFeature: AdminFeature = {
  name: 'stock-levels',
  screens: [
    // Every member reads it; a store's staff see their own store's place only (the server's store scope).
    {
      path: 'estoque-por-local',
      Component: StockLevelsPage,
      access: ['backoffice.view'],
      nav: { section: 'estoque-lojas', label: 'Estoque por local', position: 20 },
    },
  ],
};
