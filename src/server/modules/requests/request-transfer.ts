import { and, eq, ne } from 'drizzle-orm';
import { merchandiseRequestWorkflow } from '../../../domain/requests';
import { REQUEST_NOT_FOUND_MESSAGE } from '../../../domain/schemas/requests';
import type { SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { merchandiseRequestItems, merchandiseRequests } from '../../db/schema';
import { notFound } from '../../http/errors';
import { moveDocument } from '../../workflow/move-document';
import { inStoreScope, type StoreScope } from '../permissions';

export type RequestToTransfer = { id: number; code: string; storeId: number; status: string; lines: { productId: number; quantity: number }[] };

/**
 * A merchandise request a transfer will fulfil (issue 36): its store and the lines not marked 'Item
 * em Falta', read in the user's store scope (another store's is missing).
 */
export async function readRequestToTransfer(tx: Tx, id: number, scope: StoreScope): Promise<RequestToTransfer> {
  const scoped = inStoreScope(scope, merchandiseRequests.storeId);
  const [row] = await tx
    .select({ id: merchandiseRequests.id, code: merchandiseRequests.code, storeId: merchandiseRequests.storeId, status: merchandiseRequests.status })
    .from(merchandiseRequests)
    .where(scoped ? and(eq(merchandiseRequests.id, id), scoped) : eq(merchandiseRequests.id, id))
    .for('update');
  if (!row) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  const lines = await tx
    .select({ productId: merchandiseRequestItems.productId, quantity: merchandiseRequestItems.quantity })
    .from(merchandiseRequestItems)
    .where(and(eq(merchandiseRequestItems.requestId, id), ne(merchandiseRequestItems.status, 'Item em Falta')));
  return { ...row, lines };
}

/**
 * The request follows its transfer: 'Separado' when the transfer is separated, 'Enviado' when it is
 * sent (its lines 'Item Enviado'). No exit is posted: the transfer moves the stock. The shop's own
 * move (no version), in the transfer's transaction, with a history row naming the transfer.
 */
export async function followTransfer(tx: Tx, user: SessionUser, requestId: number, to: 'Separado' | 'Enviado', transferCode: string) {
  await moveDocument(tx, {
    table: merchandiseRequests,
    workflow: merchandiseRequestWorkflow,
    id: requestId,
    to,
    note: `Transferência ${transferCode}`,
    user,
    notFoundMessage: REQUEST_NOT_FOUND_MESSAGE,
    // A request already past this step (sent by hand) stays as it is.
    onlyIf: (row) => row.status !== 'Enviado',
    effects: async () => {
      if (to !== 'Enviado') return undefined;
      await tx
        .update(merchandiseRequestItems)
        .set({ status: 'Item Enviado' })
        .where(and(eq(merchandiseRequestItems.requestId, requestId), ne(merchandiseRequestItems.status, 'Item em Falta')));
      return undefined;
    },
  });
}
