import type { AdminFeature } from '../admin-feature';
import ChecksHistoryPage from './checks-history-page';
import InvoicesPage from './invoices-page';
import ReceivingCheckPage from './receiving-check-page';

// What other back-office features use of receiving (docs/DEVELOPING.md, 'Feature walls'): a staff member's conferences open the
// check's details.

export { CheckDetailsDialog } from './check-details-dialog';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const receivingFeature: AdminFeature = {
  name: 'receiving',
  screens: [
    {
      path: 'conferencia',
      Component: ReceivingCheckPage,
      access: ['stock.post'],
      nav: { section: 'entradas-saidas', label: 'Conferência de Recebimento', position: 20 },
    },
    {
      path: 'historico-conferencias',
      Component: ChecksHistoryPage,
      access: ['backoffice.view'],
      nav: { section: 'entradas-saidas', label: 'Histórico de Conferências', position: 30 },
    },
    { path: 'nfs/notas-fiscais', Component: InvoicesPage, access: ['backoffice.view'], nav: { section: 'nfs', label: 'Notas Recebidas', position: 10 } },
  ],
};
