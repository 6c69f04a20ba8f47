import { eq } from 'drizzle-orm';
import { stockEntryWorkflow } from '../../../domain/document-workflows';
import { ENTRY_FROM_CHECK_MESSAGE, ENTRY_NOT_FOUND_MESSAGE, entryReversalShortMessage } from '../../../domain/schemas/stock-documents';
import { averageCostAfterReversal } from '../../../domain/stock';
import type { SessionUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { products, stockEntries } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { StockEntryRow } from './create-stock-entry';
import { reverseStockDocument } from './reverse-stock-document';

/**
 * 'Excluir' of an entry: a posted entry is never deleted, it is reversed (reverseStockDocument): its
 * units taken back out and its part of the average cost undone. Refused, with nothing written, when
 * the units have already left. Reversing a reversed entry changes nothing.
 */
export async function reverseStockEntry(db: DbOrTx, user: SessionUser, entryId: number): Promise<{ entry: StockEntryRow; reversed: boolean }> {
  const { row, reversed } = await reverseStockDocument(db, user, {
    table: stockEntries,
    workflow: stockEntryWorkflow,
    id: entryId,
    refType: 'stock_entry',
    kind: 'entry_reversal',
    notFoundMessage: ENTRY_NOT_FOUND_MESSAGE,
    fromDocument: { code: 'ENTRY_FROM_DOCUMENT', message: ENTRY_FROM_CHECK_MESSAGE },
    withLocked: async (tx, entry, locked) => {
      const product = locked.get(entry.productId);
      if (!product) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
      if (product.stock < entry.quantity) {
        throw new AppError('ENTRY_UNITS_GONE', entryReversalShortMessage(entry.quantity - product.stock, product.stock, entry.quantity));
      }
      const costAfter = averageCostAfterReversal(product.stock, product.costPriceCents, entry.quantity, entry.unitCostCents);
      if (costAfter !== product.costPriceCents) {
        await tx.update(products).set({ costPriceCents: costAfter, updatedAt: new Date() }).where(eq(products.id, entry.productId));
      }
      return { before: { costPriceCents: product.costPriceCents }, after: { costPriceCents: costAfter } };
    },
  });
  return { entry: row, reversed };
}
