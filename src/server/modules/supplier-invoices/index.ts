import type { ServerFeature } from '../server-feature';
import { supplierInvoicesRoutes } from './routes';

// What other features use of supplier-invoices (docs/DEVELOPING.md, 'Feature walls'): the NF-e
// reader, which also reads the stores' NFC-e (issue 36).
export { MAX_NFE_BYTES, type ParsedNfe, parseNfce } from './parse-nfe';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const supplierInvoicesFeature: ServerFeature = {
  name: 'supplier-invoices',
  mounts: [{ path: '/admin/supplier-invoices', routes: supplierInvoicesRoutes }],
};
