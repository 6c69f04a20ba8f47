import { eq } from 'drizzle-orm';
import { PRODUCT_NOT_FOUND_MESSAGE, type StockEntryCreateInput, SUPPLIER_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import { averageCostAfterEntry } from '../../../domain/stock';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { products, stockEntries, suppliers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { changeStock, lockProducts } from './change-stock';
import { findPreviousPost } from './idempotency';
import { postedDocumentValues } from './posted-document-values';

export type StockEntryRow = typeof stockEntries.$inferSelect;

export type CreateStockEntryInput = Omit<StockEntryCreateInput, 'notes'> & {
  notes?: string;
  /** The document that created the entry (a receiving check), recorded on the entry and its movement. */
  source?: { type: 'receiving_check'; id: number };
};

/**
 * Posts a stock entry inside the caller's transaction: locks the product, raises its stock through
 * the ledger, moves its average cost (custo médio) and audits. With an idempotency key already
 * posted it returns that entry unchanged (`created: false`).
 */
export async function createStockEntry(tx: Tx, user: SessionUser, input: CreateStockEntryInput): Promise<{ entry: StockEntryRow; created: boolean }> {
  const existing = await findPreviousPost(tx, stockEntries, input.idempotencyKey);
  if (existing) return { entry: existing, created: false };
  const product = (await lockProducts(tx, [input.productId])).get(input.productId);
  if (!product || product.archivedAt) throw new AppError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
  const supplierId = input.supplierId === undefined ? product.supplierId : input.supplierId;
  if (supplierId != null) {
    const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
    if (!supplier) throw new AppError('SUPPLIER_NOT_FOUND', SUPPLIER_NOT_FOUND_MESSAGE);
  }
  const unitCostCents = input.unitCostCents ?? product.costPriceCents;
  const costAfterCents = averageCostAfterEntry(product.stock, product.costPriceCents, input.quantity, unitCostCents);
  const [entry] = await tx
    .insert(stockEntries)
    .values({
      productId: product.id,
      quantity: input.quantity,
      entryDate: input.entryDate,
      supplierId,
      unitCostCents,
      unitPriceCents: product.priceCents,
      costBeforeCents: product.costPriceCents,
      costAfterCents,
      ...postedDocumentValues(user, input),
    })
    .returning();
  await changeStock(tx, [
    {
      productId: product.id,
      quantity: input.quantity,
      kind: input.source ? 'receiving' : 'entry',
      refType: 'stock_entry',
      refId: entry!.id,
      reason: input.notes ?? '',
      userId: user.id,
    },
  ]);
  if (costAfterCents !== product.costPriceCents) {
    await tx.update(products).set({ costPriceCents: costAfterCents, updatedAt: new Date() }).where(eq(products.id, product.id));
  }
  await recordAudit(tx, user, {
    action: 'create',
    entity: 'stock_entry',
    entityId: entry!.id,
    after: { ...entry, stockBefore: product.stock, stockAfter: product.stock + input.quantity },
  });
  return { entry: entry!, created: true };
}
