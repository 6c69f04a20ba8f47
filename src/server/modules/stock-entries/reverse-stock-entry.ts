import { eq } from 'drizzle-orm';
import { entryReversalShortMessage } from '../../../domain/schemas/stock-documents';
import { averageCostAfterReversal } from '../../../domain/stock';
import { recordAudit } from '../../audit/record-audit';
import type { SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { products, stockEntries } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { changeStock, lockProducts } from '../stock/change-stock';
import type { StockEntryRow } from './create-stock-entry';

export const ENTRY_NOT_FOUND_MESSAGE = 'Entrada não encontrada.';
export const ENTRY_FROM_CHECK_MESSAGE =
  'Esta entrada foi lançada por uma conferência de recebimento e não pode ser excluída aqui.';

/**
 * 'Excluir' of an entry: a posted entry is never deleted. It is marked reversed (who, when) and a
 * reversing movement takes its units back out, so stock = Σ movements still holds. Refused, with
 * nothing written, when the units have already left. Reversing a reversed entry changes nothing.
 */
export async function reverseStockEntry(tx: Tx, user: SessionUser, entryId: number): Promise<{ entry: StockEntryRow; reversed: boolean }> {
  const [entry] = await tx.select().from(stockEntries).where(eq(stockEntries.id, entryId)).for('update');
  if (!entry) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
  if (entry.reversedAt) return { entry, reversed: false };
  if (entry.sourceType) throw new AppError(409, 'ENTRY_FROM_DOCUMENT', ENTRY_FROM_CHECK_MESSAGE);
  const product = (await lockProducts(tx, [entry.productId])).get(entry.productId);
  if (!product) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
  if (product.stock < entry.quantity) {
    throw new AppError(409, 'ENTRY_UNITS_GONE', entryReversalShortMessage(entry.quantity - product.stock, product.stock, entry.quantity));
  }
  await changeStock(tx, [
    { productId: entry.productId, quantity: -entry.quantity, kind: 'entry_reversal', refType: 'stock_entry', refId: entry.id, userId: user.id },
  ]);
  const costAfter = averageCostAfterReversal(product.stock, product.costPriceCents, entry.quantity, entry.unitCostCents);
  if (costAfter !== product.costPriceCents) {
    await tx.update(products).set({ costPriceCents: costAfter, updatedAt: new Date() }).where(eq(products.id, entry.productId));
  }
  const [updated] = await tx
    .update(stockEntries)
    .set({ reversedAt: new Date(), reversedById: user.id, reversedByName: user.name })
    .where(eq(stockEntries.id, entry.id))
    .returning();
  await recordAudit(tx, user, {
    action: 'reverse',
    entity: 'stock_entry',
    entityId: entry.id,
    before: { reversedAt: null, stock: product.stock, costPriceCents: product.costPriceCents },
    after: { reversedAt: updated!.reversedAt, stock: product.stock - entry.quantity, costPriceCents: costAfter },
  });
  return { entry: updated!, reversed: true };
}
