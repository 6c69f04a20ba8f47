import { eq } from 'drizzle-orm';
import { stockExitWorkflow } from '../../../domain/document-workflows';
import { EXIT_FROM_REQUEST_MESSAGE, EXIT_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import { averageCostAfterEntry } from '../../../domain/stock';
import type { SessionUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { products, stockExitItems, stockExits } from '../../db/schema';
import type { StockExitRow } from './create-stock-exit';
import { reverseStockDocument } from './reverse-stock-document';

/**
 * 'Estornar' of an exit, with the rules of an entry's reversal (reverseStockDocument): the units
 * come back to the warehouse at the cost they left at (the average cost moves as for an entry), the
 * exit stays, marked reversed, with who and when in its history. An exit a merchandise request
 * posted is undone from the request. Reversing a reversed exit changes nothing.
 */
export async function reverseStockExit(db: DbOrTx, user: SessionUser, exitId: number): Promise<{ exit: StockExitRow; reversed: boolean }> {
  const { row, reversed } = await reverseStockDocument(db, user, {
    table: stockExits,
    workflow: stockExitWorkflow,
    id: exitId,
    refType: 'stock_exit',
    kind: 'exit_reversal',
    notFoundMessage: EXIT_NOT_FOUND_MESSAGE,
    fromDocument: { code: 'EXIT_FROM_DOCUMENT', message: EXIT_FROM_REQUEST_MESSAGE },
    withLocked: async (tx, exit, locked, changes) => {
      const lines = await tx
        .select({ productId: stockExitItems.productId, unitCostCents: stockExitItems.unitCostCents })
        .from(stockExitItems)
        .where(eq(stockExitItems.exitId, exit.id));
      const costOf = new Map(lines.map((l) => [l.productId, l.unitCostCents]));
      const costs = { before: new Map<number, number>(), after: new Map<number, number>() };
      for (const c of changes) {
        const product = locked.get(c.productId);
        if (!product) continue;
        const costAfter = averageCostAfterEntry(product.stock, product.costPriceCents, c.quantity, costOf.get(c.productId) ?? product.costPriceCents);
        costs.before.set(c.productId, product.costPriceCents);
        costs.after.set(c.productId, costAfter);
        if (costAfter !== product.costPriceCents) {
          await tx.update(products).set({ costPriceCents: costAfter, updatedAt: new Date() }).where(eq(products.id, c.productId));
        }
      }
      return { before: { costPriceCents: Object.fromEntries(costs.before) }, after: { costPriceCents: Object.fromEntries(costs.after) } };
    },
  });
  return { exit: row, reversed };
}
