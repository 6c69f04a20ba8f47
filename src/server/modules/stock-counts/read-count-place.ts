import { eq } from 'drizzle-orm';
import { COUNT_PLACE_NOT_COUNTABLE_MESSAGE } from '../../../domain/stock-counts';
import { isRealLocation, LOCATION_NOT_FOUND_MESSAGE, type StockLocationKind } from '../../../domain/stock-locations';
import type { DbOrTx } from '../../db/client';
import { stockLocations, stores } from '../../db/schema';
import { AppError, forbidden } from '../../http/errors';
import type { StoreScope } from '../permissions';

export const OTHER_STORE_COUNT_MESSAGE = 'Funcionários de loja só fazem inventário e lançam vendas da própria loja.';

export type CountPlace = { id: number; kind: StockLocationKind; storeId: number | null; name: string };

/**
 * A place that can be counted (the warehouse or a store, never a virtual one), as the user's
 * store scope allows: store staff reach their own store's place only (403 for another's).
 */
export async function readCountPlace(db: DbOrTx, locationId: number, scope: StoreScope): Promise<CountPlace> {
  const [place] = await db
    .select({ id: stockLocations.id, kind: stockLocations.kind, storeId: stockLocations.storeId, locationName: stockLocations.name, storeName: stores.name })
    .from(stockLocations)
    .leftJoin(stores, eq(stores.id, stockLocations.storeId))
    .where(eq(stockLocations.id, locationId));
  if (!place) throw new AppError('LOCATION_NOT_FOUND', LOCATION_NOT_FOUND_MESSAGE);
  if (!isRealLocation(place.kind)) throw new AppError('COUNT_NOT_COUNTABLE', COUNT_PLACE_NOT_COUNTABLE_MESSAGE);
  if (scope.storeId !== null && place.storeId !== scope.storeId) throw forbidden(OTHER_STORE_COUNT_MESSAGE);
  return { id: place.id, kind: place.kind, storeId: place.storeId, name: place.storeName ?? place.locationName };
}
