import { eq } from 'drizzle-orm';
import { merchandiseRequestWorkflow } from '../../../domain/requests';
import type { MerchandiseRequestCreateInput } from '../../../domain/schemas/requests';
import { STORE_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { merchandiseRequestItems, merchandiseRequests, stores } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findPreviousPost } from '../stock';
import { loadRequestLines } from './load-request-products';
import { newRequestHeader } from './new-request-header';

/** Solicitação de Mercadoria of a store: starts 'Recebida' with every item 'Recebido' (requirements §4). */
export async function createMerchandiseRequest(tx: Tx, user: SessionUser, input: MerchandiseRequestCreateInput): Promise<{ id: number; created: boolean }> {
  const existing = await findPreviousPost(tx, merchandiseRequests, input.idempotencyKey);
  if (existing) return { id: existing.id, created: false };
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, input.storeId));
  if (!store) throw new AppError('STORE_NOT_FOUND', STORE_NOT_FOUND_MESSAGE);
  const lines = await loadRequestLines(tx, input.items);
  const [row] = await tx
    .insert(merchandiseRequests)
    .values({
      ...newRequestHeader(merchandiseRequestWorkflow, user, input),
      storeId: input.storeId,
      requestDate: input.requestDate,
      deliveryDate: input.deliveryDate,
    })
    .returning();
  await tx.insert(merchandiseRequestItems).values(lines.map((l) => ({ ...l, requestId: row!.id, status: 'Recebido' })));
  await recordAudit(tx, user, { action: 'create', entity: 'merchandise_request', entityId: row!.id, after: { ...row, items: lines } });
  return { id: row!.id, created: true };
}
