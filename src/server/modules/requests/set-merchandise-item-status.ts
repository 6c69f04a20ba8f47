import { and, eq, ne } from 'drizzle-orm';
import { MERCHANDISE_ITEM_LABELS, type MerchandiseItemStatus, STALE_REQUEST_MESSAGE } from '../../../domain/requests';
import { REQUEST_NOT_FOUND_MESSAGE } from '../../../domain/schemas/requests';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { documentHistory, merchandiseRequestItems, merchandiseRequests } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export const ITEM_NOT_FOUND_MESSAGE = 'Item não encontrado nesta solicitação.';
export const SHIPPED_ITEMS_LOCKED_MESSAGE = 'Esta solicitação já foi enviada: os itens não podem mais ser alterados.';

/**
 * Item statuses of a merchandise request, one item or all of them (bulk): the request row is locked
 * and its version checked as for a status move (two people separating the same request do not
 * overwrite each other), each changed item gets a history line, and the version moves on. After
 * 'Enviado' the items are what was shipped and stay as they are.
 */
export async function setMerchandiseItemStatus(
  db: Db,
  user: SessionUser,
  requestId: number,
  change: { itemId?: number; status: MerchandiseItemStatus; version: number },
) {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(merchandiseRequests).where(eq(merchandiseRequests.id, requestId)).for('update');
    if (!request) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
    if (request.version !== change.version) throw new AppError('STALE_DOCUMENT', STALE_REQUEST_MESSAGE);
    if (request.status === 'Enviado') throw new AppError('REQUEST_SHIPPED', SHIPPED_ITEMS_LOCKED_MESSAGE);
    const items = await tx
      .select()
      .from(merchandiseRequestItems)
      .where(
        and(
          eq(merchandiseRequestItems.requestId, requestId),
          change.itemId === undefined ? undefined : eq(merchandiseRequestItems.id, change.itemId),
          ne(merchandiseRequestItems.status, change.status),
        ),
      );
    if (change.itemId !== undefined && items.length === 0) {
      const [exists] = await tx
        .select({ id: merchandiseRequestItems.id })
        .from(merchandiseRequestItems)
        .where(and(eq(merchandiseRequestItems.requestId, requestId), eq(merchandiseRequestItems.id, change.itemId)));
      if (!exists) throw notFound(ITEM_NOT_FOUND_MESSAGE);
    }
    if (items.length > 0) {
      await tx
        .update(merchandiseRequestItems)
        .set({ status: change.status })
        .where(and(eq(merchandiseRequestItems.requestId, requestId), change.itemId === undefined ? undefined : eq(merchandiseRequestItems.id, change.itemId)));
      await tx.insert(documentHistory).values(
        items.map((i) => ({
          documentType: 'merchandise_request',
          documentId: String(requestId),
          fromStatus: i.status,
          toStatus: change.status,
          note: `Item ${i.productName}`,
          data: { itemId: i.id, productId: i.productId },
          userId: user.id,
          userName: user.name,
        })),
      );
    }
    const [updated] = await tx
      .update(merchandiseRequests)
      .set({ version: request.version + 1, updatedAt: new Date() })
      .where(eq(merchandiseRequests.id, requestId))
      .returning();
    await recordAudit(tx, user, {
      action: 'item_status',
      entity: 'merchandise_request',
      entityId: requestId,
      before: { version: request.version, items: items.map((i) => ({ id: i.id, status: i.status })) },
      after: { version: request.version + 1, status: change.status, label: MERCHANDISE_ITEM_LABELS[change.status] },
    });
    return updated!;
  });
}
