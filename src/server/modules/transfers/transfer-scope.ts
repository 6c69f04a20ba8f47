import { eq, type SQL, sql } from 'drizzle-orm';
import { TRANSFER_NOT_FOUND_MESSAGE, TRANSFER_OTHER_STORE_MESSAGE, TRANSFER_RECEIVE_OTHER_STORE_MESSAGE } from '../../../domain/transfers';
import type { DbOrTx } from '../../db/client';
import { transfers } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { inStoreScope, type StoreScope } from '../permissions';

export type TransferRow = typeof transfers.$inferSelect;

/**
 * A store's staff see the transfers from or to their store (decision 052's scope over two columns);
 * warehouse and head-office staff see every one.
 */
export function transferInScope(scope: StoreScope): SQL | undefined {
  return inStoreScope(scope, transfers.fromStoreId, transfers.toStoreId);
}

/** A transfer the user may see, by id: another store's is missing (404). */
export async function readTransferInScope(db: DbOrTx, id: number, scope: StoreScope): Promise<TransferRow> {
  const where = transferInScope(scope);
  const [row] = await db
    .select()
    .from(transfers)
    .where(where ? sql`${eq(transfers.id, id)} AND ${where}` : eq(transfers.id, id));
  if (!row) throw notFound(TRANSFER_NOT_FOUND_MESSAGE);
  return row;
}

/** Separating, sending and cancelling are the origin's: a store's staff only for their own store. */
export function assertOriginInScope(scope: StoreScope, row: { fromStoreId: number | null }) {
  if (scope.storeId !== null && row.fromStoreId !== scope.storeId) throw forbidden(TRANSFER_OTHER_STORE_MESSAGE);
}

/** Receiving is the destination's: a store's staff only for their own store. */
export function assertDestinationInScope(scope: StoreScope, row: { toStoreId: number | null }) {
  if (scope.storeId !== null && row.toStoreId !== scope.storeId) throw forbidden(TRANSFER_RECEIVE_OTHER_STORE_MESSAGE);
}
