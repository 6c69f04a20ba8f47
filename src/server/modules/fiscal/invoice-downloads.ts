import { sql } from 'drizzle-orm';
import { FISCAL_INVOICE_NOT_FOUND_MESSAGE } from '../../../domain/fiscal/rules';
import type { AppContext } from '../../context';
import { fileResponse } from '../../files/archive-generated-file';
import { notFound } from '../../http/errors';

export type InvoiceFileKind = 'danfe' | 'xml' | 'cancel-xml';

type FileRow = { access_key: string | null; status: string; danfe_key: string | null; xml_key: string | null; cancel_xml_key: string | null };

const FILES: Record<InvoiceFileKind, { column: keyof FileRow; mime: string; name: (key: string) => string }> = {
  danfe: { column: 'danfe_key', mime: 'application/pdf', name: (k) => `NFe-${k}.pdf` },
  xml: { column: 'xml_key', mime: 'application/xml', name: (k) => `NFe-${k}.xml` },
  'cancel-xml': { column: 'cancel_xml_key', mime: 'application/xml', name: (k) => `NFe-${k}-cancelamento.xml` },
};

/**
 * One stored file of an invoice: by its id (back-office) or by the order of the signed-in customer
 * (anyone else's order is "not found"). A cancelled invoice's DANFE is not offered to customers.
 */
export async function invoiceFile(ctx: Pick<AppContext, 'database' | 'storage'>, where: { invoiceId: number } | { orderId: string; userId: string }, kind: InvoiceFileKind): Promise<Response> {
  const condition =
    'invoiceId' in where
      ? sql`f.id = ${where.invoiceId}`
      : sql`f.order_id = ${where.orderId}::uuid AND o.user_id = ${where.userId} AND f.status IN ('authorized', 'cancelled')`;
  const row = (
    await ctx.database.db.execute<FileRow>(sql`SELECT f.access_key, f.status, f.danfe_key, f.xml_key, f.cancel_xml_key
      FROM fiscal_invoices f JOIN orders o ON o.id = f.order_id WHERE ${condition}`)
  ).rows[0];
  if (!row) throw notFound(FISCAL_INVOICE_NOT_FOUND_MESSAGE);
  if (!('invoiceId' in where) && kind === 'danfe' && row.status !== 'authorized') throw notFound(FISCAL_INVOICE_NOT_FOUND_MESSAGE);
  const spec = FILES[kind];
  const key = row[spec.column];
  const body = key ? await ctx.storage.get(key) : null;
  if (!body || !row.access_key) throw notFound('O arquivo desta nota ainda não está disponível.');
  return fileResponse(body, spec.name(row.access_key), spec.mime);
}
