import { purchaseRequestWorkflow, STALE_REQUEST_MESSAGE } from '../../../domain/requests';
import { type PurchaseStatusMove, REQUEST_NOT_FOUND_MESSAGE } from '../../../domain/schemas/requests';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { purchaseRequests } from '../../db/schema';
import { moveDocument } from '../../workflow/move-document';

/**
 * A purchase request's status (any may be chosen, requirements §4). 'Aguardando Entrega' stores the
 * estimated arrival — again when a new date is given for the same status — and keeps it in history.
 */
export async function movePurchaseRequest(db: Db, user: SessionUser, id: number, move: PurchaseStatusMove) {
  const awaiting = move.status === 'Aguardando Entrega';
  const data = awaiting ? { estimatedArrival: move.estimatedArrival } : undefined;
  return moveDocument(db, {
    table: purchaseRequests,
    workflow: purchaseRequestWorkflow,
    id,
    to: move.status,
    version: move.version,
    note: move.note,
    data,
    user,
    notFoundMessage: REQUEST_NOT_FOUND_MESSAGE,
    staleMessage: STALE_REQUEST_MESSAGE,
    sameStatus: awaiting ? 'record' : 'noop',
    effects: async () => (awaiting ? { estimatedArrival: move.estimatedArrival ?? null } : undefined),
  });
}
