import type { ServerFeature } from '../server-feature';
import { customerInvoiceRoutes, fiscalAdminRoutes, fiscalWebhookRoutes } from './routes';

// What other features use of fiscal (docs/DEVELOPING.md, 'Feature walls'): the issuer's settings,
// where the shop's one CNPJ lives (decision 051), and the invoice job a payment queues.

export { createFiscalProvider } from './create-fiscal-provider';
export { issueInvoiceJob, issueTransferInvoiceJob, pollInvoicesJob, webhookEventJob } from './fiscal-jobs';
export type { FiscalProvider } from './fiscal-provider';
// The NF-e de transferência (decision 073): the job a send queues, what the transfer's detail and
// guia show, and its files.
export { invoiceFile } from './invoice-downloads';
export { readIssuerRow } from './issuer-settings';
export { enqueueInvoiceOnPaidSql } from './on-order-paid';
export { enqueueTransferInvoiceSql, getTransferInvoice } from './transfer-invoice';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const fiscalFeature: ServerFeature = {
  name: 'fiscal',
  mounts: [
    { path: '/admin/fiscal', routes: fiscalAdminRoutes },
    { path: '/store/invoices', routes: customerInvoiceRoutes },
    { path: '/fiscal/webhooks', routes: fiscalWebhookRoutes },
  ],
};
