import { codeList } from '../one-of';
import { declarePermissions } from '../permission-declarations';
import { defineWorkflow } from '../workflow/define-workflow';

/** A sales invoice (NF-e modelo 55) as the shop follows it; the provider's own statuses are mapped to these. */
export const {
  values: FISCAL_INVOICE_STATUSES,
  labels: FISCAL_INVOICE_STATUS_LABELS,
  is: isFiscalInvoiceStatus,
  label: fiscalInvoiceStatusLabel,
} = codeList(['processing', 'authorized', 'rejected', 'denied', 'cancelled'], {
  processing: 'Processando',
  authorized: 'Autorizada',
  rejected: 'Rejeitada',
  denied: 'Denegada',
  cancelled: 'Cancelada',
});
export type FiscalInvoiceStatus = (typeof FISCAL_INVOICE_STATUSES)[number];

/**
 * Only the provider's answer moves an invoice to 'authorized' (nothing is issued unless SEFAZ says
 * so). A rejected one goes back to 'processing' when sent again with the same reference; a denied
 * one keeps its number and key for good (SEFAZ records it), so it never moves again.
 */
export const FISCAL_INVOICE_WORKFLOW = defineWorkflow({
  type: 'fiscal_invoice',
  statuses: FISCAL_INVOICE_STATUSES,
  labels: FISCAL_INVOICE_STATUS_LABELS,
  initial: 'processing',
  transitions: {
    processing: ['authorized', 'rejected', 'denied'],
    rejected: ['processing'],
    authorized: ['cancelled'],
    denied: [],
    cancelled: [],
  },
});

export const FISCAL_INVOICE_BADGE_CLASSES: Record<FiscalInvoiceStatus, string> = {
  processing: 'bg-blue-100 text-blue-900 border-blue-200',
  authorized: 'bg-green-100 text-green-900 border-green-200',
  rejected: 'bg-red-100 text-red-900 border-red-200',
  denied: 'bg-red-100 text-red-900 border-red-200',
  cancelled: 'bg-gray-100 text-gray-900 border-gray-200',
};

export const FISCAL_PERMISSIONS = declarePermissions({
  'fiscal.manage': { label: 'Emitir, cancelar e consultar notas fiscais de venda', from: 'Gerente' },
});
