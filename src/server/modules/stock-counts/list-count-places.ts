import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stockLocations, stores } from '../../db/schema';
import { allOf } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';

export type CountPlaceOption = { id: number; name: string; kind: 'warehouse' | 'store'; storeId: number | null };

/** The places the user may count or sell at: the warehouse and every store for the warehouse's staff, their own store for a store's. */
export async function listCountPlaces(db: DbOrTx, scope: StoreScope): Promise<CountPlaceOption[]> {
  const rows = await db
    .select({
      id: stockLocations.id,
      kind: stockLocations.kind,
      storeId: stockLocations.storeId,
      name: sql<string>`coalesce(${stores.name}, ${stockLocations.name})`,
    })
    .from(stockLocations)
    .leftJoin(stores, eq(stores.id, stockLocations.storeId))
    .where(allOf(inArray(stockLocations.kind, ['warehouse', 'store']), inStoreScope(scope, stockLocations.storeId)))
    .orderBy(asc(stockLocations.id));
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind as 'warehouse' | 'store', storeId: r.storeId }));
}
