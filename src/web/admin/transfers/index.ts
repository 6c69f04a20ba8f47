import type { AdminFeature } from '../admin-feature';
import TransferDetailPage from './transfer-detail-page';
import TransfersPage from './transfers-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const transfersFeature: AdminFeature = {
  name: 'transfers',
  screens: [
    // Transferências (decision 065): the list and a transfer's page read; their buttons follow transfers.*.
    { path: 'transferencias', Component: TransfersPage, access: ['backoffice.view'], nav: { section: 'estoque-lojas', label: 'Transferências', position: 10 } },
    { path: 'transferencias/:id', Component: TransferDetailPage, access: ['backoffice.view'] },
  ],
};
