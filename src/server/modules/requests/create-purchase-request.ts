import { eq } from 'drizzle-orm';
import { purchaseRequestWorkflow } from '../../../domain/requests';
import type { PurchaseRequestCreateInput } from '../../../domain/schemas/requests';
import { recordAudit } from '../../audit/record-audit';
import type { SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { purchaseRequestItems, purchaseRequests } from '../../db/schema';
import { lockIdempotencyKey } from '../stock/idempotency';
import { loadRequestLines } from './load-request-products';

/** Solicitação de Compra: starts 'Recebida'; a retried post (same idempotency key) creates it once. */
export async function createPurchaseRequest(tx: Tx, user: SessionUser, input: PurchaseRequestCreateInput): Promise<{ id: number; created: boolean }> {
  await lockIdempotencyKey(tx, 'purchase_request', input.idempotencyKey);
  if (input.idempotencyKey) {
    const [existing] = await tx.select({ id: purchaseRequests.id }).from(purchaseRequests).where(eq(purchaseRequests.idempotencyKey, input.idempotencyKey));
    if (existing) return { id: existing.id, created: false };
  }
  const lines = await loadRequestLines(tx, input.items);
  const [row] = await tx
    .insert(purchaseRequests)
    .values({
      status: purchaseRequestWorkflow.initial,
      notes: input.notes ?? '',
      requestedById: user.id,
      requestedByName: user.name,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .returning();
  await tx.insert(purchaseRequestItems).values(lines.map((l) => ({ ...l, requestId: row!.id })));
  await recordAudit(tx, user, { action: 'create', entity: 'purchase_request', entityId: row!.id, after: { ...row, items: lines } });
  return { id: row!.id, created: true };
}
