import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from './schemas/receiving';
import { defineWorkflow } from './workflow/define-workflow';

// Every posted back-office document has one lifecycle, moved by the workflow module (decision 041):
// its status and version on its row, each move a history row with who and when, never an edit in place.

/** A supplier's invoice: awaiting its receiving check, then OK or Divergência, and final. */
export const supplierInvoiceWorkflow = defineWorkflow({
  type: 'supplier_invoice',
  statuses: INVOICE_STATUSES,
  labels: INVOICE_STATUS_LABELS,
  initial: 'awaiting',
  transitions: { awaiting: ['ok', 'divergence'], ok: [], divergence: [] },
});

export const STOCK_DOCUMENT_STATUSES = ['posted', 'reversed'] as const;
export type StockDocumentStatus = (typeof STOCK_DOCUMENT_STATUSES)[number];

/** A stock document: posted with its movements, then possibly reversed (negating movements), never deleted. */
const stockDocumentWorkflow = (type: string) =>
  defineWorkflow({
    type,
    statuses: STOCK_DOCUMENT_STATUSES,
    labels: { posted: 'Lançada', reversed: 'Estornada' },
    initial: 'posted',
    transitions: { posted: ['reversed'], reversed: [] },
  });

/** A stock entry (its units out again on reversal). */
export const stockEntryWorkflow = stockDocumentWorkflow('stock_entry');
/** An exit to a store (its units back on reversal). */
export const stockExitWorkflow = stockDocumentWorkflow('stock_exit');

/**
 * A receiving check is posted once and final: it has no other status, so its row carries none
 * (a count that was wrong is corrected by a new document, not by moving this one).
 */
export const receivingCheckWorkflow = defineWorkflow({
  type: 'receiving_check',
  statuses: ['posted'] as const,
  labels: { posted: 'Registrada' },
  initial: 'posted',
  transitions: { posted: [] },
});
