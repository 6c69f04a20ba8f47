import { eq } from 'drizzle-orm';
import {
  exitQuantityOverStockMessage,
  PRODUCT_NOT_FOUND_MESSAGE,
  STORE_NOT_FOUND_MESSAGE,
  type StockExitCreateInput,
} from '../../../domain/schemas/stock-documents';
import { sumByProduct } from '../../../domain/sum-by-product';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { productLineSnapshot } from '../../db/product-fields';
import { stockExitItems, stockExits, stores } from '../../db/schema';
import { AppError } from '../../http/errors';
import { changeStock, lockProducts } from './change-stock';
import { findPreviousPost } from './idempotency';
import { postedDocumentValues } from './posted-document-values';

export type StockExitRow = typeof stockExits.$inferSelect;

export type CreateStockExitInput = Omit<StockExitCreateInput, 'notes'> & {
  notes?: string;
  /** The document that created the exit (a merchandise request), recorded on the exit and its movements. */
  source?: { type: 'merchandise_request'; id: number };
};

/** The same product twice in one exit is one line with the quantities summed (requirements §5, Exit item). */
export function mergeExitLines(items: { productId: number; quantity: number }[]): { productId: number; quantity: number }[] {
  return [...sumByProduct(items)].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Posts an exit to a store inside the caller's transaction: the products are locked (id order, as
 * every stock change does) and checked against the stock of this moment, so concurrent exits and
 * checkouts never oversell; then the exit, its lines and their movements are written and audited.
 * Refused with the requirements' message and the current stock when a line asks for more than there is.
 */
export async function createStockExit(tx: Tx, user: SessionUser, input: CreateStockExitInput): Promise<{ exit: StockExitRow; created: boolean }> {
  const existing = await findPreviousPost(tx, stockExits, input.idempotencyKey);
  if (existing) return { exit: existing, created: false };
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, input.storeId));
  if (!store) throw new AppError('STORE_NOT_FOUND', STORE_NOT_FOUND_MESSAGE);
  const lines = mergeExitLines(input.items);
  const locked = await lockProducts(
    tx,
    lines.map((l) => l.productId),
  );
  for (const line of lines) {
    const product = locked.get(line.productId);
    if (!product || product.archivedAt) throw new AppError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
    if (line.quantity > product.stock) {
      throw new AppError('INSUFFICIENT_STOCK', exitQuantityOverStockMessage(line.quantity, product.stock), {
        productId: product.id,
        productName: product.name,
        requested: line.quantity,
        stock: product.stock,
      });
    }
  }
  const [exit] = await tx
    .insert(stockExits)
    .values({
      storeId: input.storeId,
      exitDate: input.exitDate,
      totalItems: lines.reduce((sum, l) => sum + l.quantity, 0),
      ...postedDocumentValues(user, input),
    })
    .returning();
  const exitId = exit!.id;
  await tx.insert(stockExitItems).values(lines.map((l) => ({ exitId, ...productLineSnapshot(locked.get(l.productId)!), quantity: l.quantity })));
  await changeStock(
    tx,
    lines.map((l) => ({
      productId: l.productId,
      quantity: -l.quantity,
      kind: 'exit',
      refType: 'stock_exit',
      refId: exitId,
      reason: exit!.code,
      userId: user.id,
    })),
  );
  await recordAudit(tx, user, { action: 'create', entity: 'stock_exit', entityId: exitId, after: { ...exit, items: lines } });
  return { exit: exit!, created: true };
}
