import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import type { TransferCreateInput } from '../../../domain/schemas/transfers';
import { sumByProduct } from '../../../domain/sum-by-product';
import { REQUEST_NOT_SHIPPABLE_MESSAGE, TRANSFER_PLACE_MESSAGE, TRANSFER_SAME_PLACE_MESSAGE, transferWorkflow } from '../../../domain/transfers';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { productLineSnapshot } from '../../db/product-fields';
import { documentHistory, products, transferItems, transfers } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { StoreScope } from '../permissions';
import { readRequestToTransfer } from '../requests';
import { findPreviousPost } from '../stock';

import { placeOfStore, readTransferPlace } from './places';
import { assertOriginInScope, type TransferRow } from './transfer-scope';

/**
 * Nova transferência: a draft (Rascunho) from one real place to another, with its lines (the same
 * product twice is one line). Nothing moves yet; separating reserves. A store's staff create
 * transfers from their own store only. Given a merchandise request, its lines (less 'Item em
 * Falta') go from the origin to the request's store, and the request follows the transfer.
 */
export async function createTransfer(
  tx: Tx,
  user: SessionUser,
  scope: StoreScope,
  input: TransferCreateInput,
): Promise<{ transfer: TransferRow; created: boolean }> {
  const existing = await findPreviousPost(tx, transfers, input.idempotencyKey);
  if (existing) return { transfer: existing, created: false };
  const from = await readTransferPlace(tx, input.fromLocationId);
  let toLocationId = input.toLocationId;
  let items = input.items ?? [];
  let requestId: number | null = null;
  if (input.requestId !== undefined) {
    const request = await readRequestToTransfer(tx, input.requestId, scope);
    const open = await tx
      .select({ id: transfers.id })
      .from(transfers)
      .where(and(eq(transfers.requestId, request.id), notInArray(transfers.status, ['cancelled'])));
    if (request.status === 'Enviado' || open.length > 0 || request.lines.length === 0) throw new AppError('CONFLICT', REQUEST_NOT_SHIPPABLE_MESSAGE);
    const place = await placeOfStore(tx, request.storeId);
    if (place === null) throw new AppError('BAD_REQUEST', TRANSFER_PLACE_MESSAGE);
    toLocationId = place;
    if (items.length === 0) items = request.lines;
    requestId = request.id;
  }
  const to = await readTransferPlace(tx, toLocationId);
  if (from.id === to.id) throw new AppError('BAD_REQUEST', TRANSFER_SAME_PLACE_MESSAGE);
  assertOriginInScope(scope, { fromStoreId: from.storeId });
  const lines = [...sumByProduct(items)].map(([productId, quantity]) => ({ productId, quantity }));
  const found = await tx
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  const byId = new Map(found.map((p) => [p.id, p]));
  for (const line of lines) {
    const p = byId.get(line.productId);
    if (!p || p.archivedAt) throw new AppError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
  }
  const [row] = await tx
    .insert(transfers)
    .values({
      fromLocationId: from.id,
      toLocationId: to.id,
      fromStoreId: from.storeId,
      toStoreId: to.storeId,
      notes: input.notes ?? '',
      requestId,
      createdById: user.id,
      createdByName: user.name,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .returning();
  await tx.insert(transferItems).values(lines.map((l) => ({ transferId: row!.id, ...productLineSnapshot(byId.get(l.productId)!), quantity: l.quantity })));
  // The history starts with the draft: who made it and when, as every later move.
  await tx.insert(documentHistory).values({
    documentType: transferWorkflow.type,
    documentId: String(row!.id),
    fromStatus: null,
    toStatus: 'draft',
    note: '',
    userId: user.id,
    userName: user.name,
  });
  await recordAudit(tx, user, { action: 'create', entity: 'transfer', entityId: row!.id, after: { ...row, items: lines } });
  return { transfer: row!, created: true };
}
