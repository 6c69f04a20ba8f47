import type { ServerFeature } from '../server-feature';
import { supplierInvoicesRoutes } from './invoice-routes';
import { receivingChecksRoutes } from './routes';

export { createReceivingCheck, planCheck } from './create-receiving-check';
export { importNfe } from './import-nfe';
export { listStaffConferences } from './list-staff-conferences';
// What other features use of receiving (docs/DEVELOPING.md, 'Feature walls'): the NF-e reader, which
// also reads the stores' NFC-e (issue 36).
export { MAX_NFE_BYTES, type ParsedNfe, parseNfce } from './parse-nfe';
export type { Supervisor } from './verify-supervisor';

/**
 * Where this feature's routes are mounted under /api (server-feature.ts): the supplier NF-e
 * (Notas Recebidas) and the receiving checks made against them — one screen area, one feature.
 */
export const receivingFeature: ServerFeature = {
  name: 'receiving',
  mounts: [
    { path: '/admin/supplier-invoices', routes: supplierInvoicesRoutes },
    { path: '/admin/receiving-checks', routes: receivingChecksRoutes },
  ],
};
