import { sql } from 'drizzle-orm';
import type { InvoiceHeading } from '../../../domain/schemas/receiving';

// An invoice's heading as the lists that show invoices read it (invoices, receiving checks), from
// supplier_invoices aliased n joined to suppliers aliased s.

export type InvoiceHeadingRow = {
  number: string;
  series: string;
  emission_date: string;
  reception_date: string | null;
  supplier_id: number;
  supplier_name: string;
};

/** The heading's SELECT columns, days as 'YYYY-MM-DD'. */
export const INVOICE_HEADING_COLUMNS = sql`n.number, n.series, to_char(n.emission_date, 'YYYY-MM-DD') AS emission_date,
  to_char(n.reception_date, 'YYYY-MM-DD') AS reception_date, n.supplier_id, s.name AS supplier_name`;

export const toInvoiceHeading = (r: InvoiceHeadingRow): InvoiceHeading => ({
  number: r.number,
  series: r.series,
  emissionDate: r.emission_date,
  receptionDate: r.reception_date,
  supplierId: Number(r.supplier_id),
  supplierName: r.supplier_name,
});
