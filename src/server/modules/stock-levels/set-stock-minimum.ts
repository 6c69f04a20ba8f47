import { and, eq, isNull } from 'drizzle-orm';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import { type StockMinimumInput, WAREHOUSE_MINIMUM_MESSAGE } from '../../../domain/schemas/stock-levels';
import { LOCATION_NOT_FOUND_MESSAGE } from '../../../domain/stock-locations';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { products, stockLocations, stockMinimums } from '../../db/schema';
import { AppError } from '../../http/errors';
import { allOf } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';

/**
 * Sets (or, with null, clears) a store's own minimum of a product (decision 072). Only a store's
 * place has one here: the warehouse's is the product's registration, the virtual places hold no
 * shelf. The place is read through the store scope first, so another store's is 404.
 */
export async function setStockMinimum(db: Db, user: SessionUser, input: StockMinimumInput, scope: StoreScope): Promise<{ minStock: number | null }> {
  return db.transaction(async (tx) => {
    const [place] = await tx
      .select({ id: stockLocations.id, kind: stockLocations.kind })
      .from(stockLocations)
      .where(allOf(eq(stockLocations.id, input.locationId), inStoreScope(scope, stockLocations.storeId)));
    if (!place || (place.kind !== 'store' && place.kind !== 'warehouse')) throw new AppError('LOCATION_NOT_FOUND', LOCATION_NOT_FOUND_MESSAGE);
    if (place.kind === 'warehouse') throw new AppError('VALIDATION', WAREHOUSE_MINIMUM_MESSAGE);
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.productId), isNull(products.archivedAt)));
    if (!product) throw new AppError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
    const key = and(eq(stockMinimums.productId, input.productId), eq(stockMinimums.locationId, input.locationId));
    const [before] = await tx.select({ minStock: stockMinimums.minStock }).from(stockMinimums).where(key).for('update');
    if (input.minStock === null) {
      await tx.delete(stockMinimums).where(key);
    } else {
      await tx
        .insert(stockMinimums)
        .values({ productId: input.productId, locationId: input.locationId, minStock: input.minStock, updatedBy: user.id })
        .onConflictDoUpdate({
          target: [stockMinimums.productId, stockMinimums.locationId],
          set: { minStock: input.minStock, updatedBy: user.id, updatedAt: new Date() },
        });
    }
    await recordAudit(tx, user, {
      action: 'update',
      entity: 'stock_minimum',
      entityId: `${input.productId}:${input.locationId}`,
      before: { productId: input.productId, locationId: input.locationId, minStock: before?.minStock ?? null },
      after: { productId: input.productId, locationId: input.locationId, minStock: input.minStock },
    });
    return { minStock: input.minStock };
  });
}
