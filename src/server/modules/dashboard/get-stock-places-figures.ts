import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DashboardStockPlaces } from '../../../domain/api/dashboard';
import type { DbOrTx } from '../../db/client';
import { products, stockBalances, stockLocations, stockMinimums, stores, transfers } from '../../db/schema';
import { allOf } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';
import { transferInScope } from '../transfers';

/**
 * The dashboard's stock-per-place cards (issue 36): per store, the products at or below the store's
 * own minimum (the same rule as Estoque por local's 'Abaixo do mínimo', decision 072); transfers in
 * transit and divergences waiting. A store's staff see their own store's figures only.
 */
export async function getStockPlacesFigures(db: DbOrTx, scope: StoreScope): Promise<DashboardStockPlaces> {
  const available = sql`coalesce(${stockBalances.onHand} - ${stockBalances.reserved}, 0)`;
  const belowMinimum = await db
    .select({
      locationId: stockLocations.id,
      name: stores.name,
      count: sql<number>`count(${products.id}) FILTER (WHERE ${available} <= ${stockMinimums.minStock})`,
    })
    .from(stockLocations)
    .innerJoin(stores, eq(stores.id, stockLocations.storeId))
    .leftJoin(stockMinimums, eq(stockMinimums.locationId, stockLocations.id))
    .leftJoin(products, and(eq(products.id, stockMinimums.productId), isNull(products.archivedAt)))
    .leftJoin(stockBalances, and(eq(stockBalances.productId, stockMinimums.productId), eq(stockBalances.locationId, stockLocations.id)))
    .where(allOf(eq(stockLocations.kind, 'store'), inStoreScope(scope, stockLocations.storeId)))
    .groupBy(stockLocations.id, stores.name)
    .orderBy(asc(stockLocations.id));
  const byStatus = await db
    .select({ status: transfers.status, count: count() })
    .from(transfers)
    .where(allOf(sql`${transfers.status} IN ('sent', 'divergent')`, transferInScope(scope)))
    .groupBy(transfers.status);
  const of = (status: string) => Number(byStatus.find((r) => r.status === status)?.count ?? 0);
  return {
    belowMinimum: belowMinimum.map((r) => ({ ...r, count: Number(r.count) })),
    inTransit: of('sent'),
    divergences: of('divergent'),
  };
}
