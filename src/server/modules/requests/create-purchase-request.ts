import { purchaseRequestWorkflow } from '../../../domain/requests';
import type { PurchaseRequestCreateInput } from '../../../domain/schemas/requests';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { purchaseRequestItems, purchaseRequests } from '../../db/schema';
import { findPreviousPost } from '../stock';
import { loadRequestLines } from './load-request-products';
import { newRequestHeader } from './new-request-header';

/** Solicitação de Compra: starts 'Recebida'; a retried post (same idempotency key) creates it once. */
export async function createPurchaseRequest(tx: Tx, user: SessionUser, input: PurchaseRequestCreateInput): Promise<{ id: number; created: boolean }> {
  const existing = await findPreviousPost(tx, purchaseRequests, input.idempotencyKey);
  if (existing) return { id: existing.id, created: false };
  const lines = await loadRequestLines(tx, input.items);
  const [row] = await tx
    .insert(purchaseRequests)
    .values({
      ...newRequestHeader(purchaseRequestWorkflow, user, input),
    })
    .returning();
  await tx.insert(purchaseRequestItems).values(lines.map((l) => ({ ...l, requestId: row!.id })));
  await recordAudit(tx, user, { action: 'create', entity: 'purchase_request', entityId: row!.id, after: { ...row, items: lines } });
  return { id: row!.id, created: true };
}
