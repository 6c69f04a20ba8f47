import { supplierInvoices, suppliers } from '../../db/schema';

/** How an invoice is named on screens, files and notes: its number, '/series' when it has one. */
export const invoiceLabel = (c: { number: string; series: string }) => (c.series ? `${c.number}/${c.series}` : c.number);

/**
 * An invoice's heading (domain InvoiceHeading: number, series, days as 'YYYY-MM-DD', supplier) as
 * typed select fields, for the lists that show invoices (invoices, receiving checks) from
 * supplier_invoices joined to suppliers.
 */
export const invoiceHeadingFields = {
  number: supplierInvoices.number,
  series: supplierInvoices.series,
  emissionDate: supplierInvoices.emissionDate,
  receptionDate: supplierInvoices.receptionDate,
  supplierId: supplierInvoices.supplierId,
  supplierName: suppliers.name,
};
