import { and, eq, inArray } from 'drizzle-orm';
import { FISCAL_INVOICE_NOT_FOUND_MESSAGE } from '../../../domain/fiscal/rules';
import type { AppContext } from '../../context';
import { fiscalInvoices, orders } from '../../db/schema';
import { fileResponse } from '../../files/archive-generated-file';
import { notFound } from '../../http/errors';
import type { StoreScope } from '../permissions';
import { invoiceInScope } from './invoice-scope';

export type InvoiceFileKind = 'danfe' | 'xml' | 'cancel-xml';

const f = fiscalInvoices;
const fileFields = { accessKey: f.accessKey, status: f.status, danfeKey: f.danfeKey, xmlKey: f.xmlKey, cancelXmlKey: f.cancelXmlKey };

const FILES: Record<InvoiceFileKind, { column: 'danfeKey' | 'xmlKey' | 'cancelXmlKey'; mime: string; name: (key: string) => string }> = {
  danfe: { column: 'danfeKey', mime: 'application/pdf', name: (k) => `NFe-${k}.pdf` },
  xml: { column: 'xmlKey', mime: 'application/xml', name: (k) => `NFe-${k}.xml` },
  'cancel-xml': { column: 'cancelXmlKey', mime: 'application/xml', name: (k) => `NFe-${k}-cancelamento.xml` },
};

/**
 * One stored file of an invoice: by its id (back-office, in the user's store scope), by its transfer (the transfer's detail,
 * whose route checked the user may see the transfer) or by the order of the signed-in customer
 * (anyone else's order is "not found"). A cancelled invoice's DANFE and authorised XML are not
 * offered to customers, its cancellation's XML is.
 */
export async function invoiceFile(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  where: { invoiceId: number; scope: StoreScope } | { transferId: number } | { orderId: string; userId: string },
  kind: InvoiceFileKind,
): Promise<Response> {
  const { db } = ctx.database;
  const [row] =
    'orderId' in where
      ? await db
          .select(fileFields)
          .from(f)
          .innerJoin(orders, eq(orders.id, f.orderId))
          .where(and(eq(f.orderId, where.orderId), eq(orders.userId, where.userId), inArray(f.status, ['authorized', 'cancelled'])))
      : await db
          .select(fileFields)
          .from(f)
          .where('invoiceId' in where ? and(eq(f.id, where.invoiceId), invoiceInScope(where.scope)) : eq(f.transferId, where.transferId));
  if (!row) throw notFound(FISCAL_INVOICE_NOT_FOUND_MESSAGE);
  // A customer gets a cancelled invoice's cancellation XML only: its DANFE and authorised XML no longer count.
  if ('orderId' in where && (kind === 'cancel-xml') !== (row.status === 'cancelled')) throw notFound(FISCAL_INVOICE_NOT_FOUND_MESSAGE);
  const spec = FILES[kind];
  const key = row[spec.column];
  const body = key ? await ctx.storage.get(key) : null;
  if (!body || !row.accessKey) throw notFound('O arquivo desta nota ainda não está disponível.');
  return fileResponse(body, spec.name(row.accessKey), spec.mime);
}
