import { eq, type SQL, sql } from 'drizzle-orm';
import { FISCAL_INVOICE_NOT_FOUND_MESSAGE } from '../../../domain/fiscal/rules';
import type { DbOrTx } from '../../db/client';
import { fiscalInvoices, transfers } from '../../db/schema';
import { notFound } from '../../http/errors';
import { inStoreScope, type StoreScope } from '../permissions';
import type { InvoiceRow } from './issue-invoice';

const f = fiscalInvoices;

/**
 * Which invoices a user may read or act on by id (decision 078): a transfer's NF-e is the
 * transfer's, so a store's staff reach it only when the transfer leaves from or arrives at their
 * store (as the transfer itself, decision 065); a sales invoice follows its online order, which is
 * no store's row and every store sees.
 */
export function invoiceInScope(scope: StoreScope): SQL | undefined {
  const transferOfStore = inStoreScope(scope, transfers.fromStoreId, transfers.toStoreId);
  if (!transferOfStore) return undefined;
  return sql`(${f.transferId} IS NULL OR EXISTS (SELECT 1 FROM ${transfers} WHERE ${transfers.id} = ${f.transferId} AND ${transferOfStore}))`;
}

/** An invoice the user may see, by id: another store's transfer NF-e is missing (404), like the transfer. */
export async function readInvoiceInScope(db: DbOrTx, id: number, scope: StoreScope): Promise<InvoiceRow> {
  const where = invoiceInScope(scope);
  const [row] = await db
    .select()
    .from(f)
    .where(where ? sql`${eq(f.id, id)} AND ${where}` : eq(f.id, id));
  if (!row) throw notFound(FISCAL_INVOICE_NOT_FOUND_MESSAGE);
  return row;
}
