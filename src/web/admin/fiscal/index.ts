import type { AdminFeature } from '../admin-feature';
import IssuedInvoicesPage from './issued-invoices-page';

// What other back-office screens show of fiscal (docs/DEVELOPING.md, 'Feature walls'): the dashboard's
// setup warning, an order's invoice section and the shop's one CNPJ field (decision 051).
// Whether an invoice's provider has still to answer or its files to arrive (the transfer's NF-e card asks again meanwhile).
export { invoiceFilesPending, useCancelInvoice, useOrderInvoice } from './fiscal-api';
export { FiscalSettingsTab } from './fiscal-settings-form';
export { FiscalSetupAlert } from './fiscal-setup-alert';
export { OrderInvoiceSection } from './order-invoice-section';
export { RejectedInvoicesAlert } from './rejected-invoices-alert';
export { ShopCnpjField } from './shop-cnpj-field';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const fiscalFeature: AdminFeature = {
  name: 'fiscal',
  screens: [
    // The shop's own sales NF-e (issue 28).
    { path: 'nfs/emitidas', Component: IssuedInvoicesPage, access: ['fiscal.manage'], nav: { section: 'nfs', label: 'Notas Emitidas', position: 20 } },
  ],
};
