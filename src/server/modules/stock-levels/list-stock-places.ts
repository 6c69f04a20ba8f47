import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductStockByPlace, StockPlace } from '../../../domain/schemas/stock-levels';
import { TRANSIT_LOCATION_ID } from '../../../domain/stock-locations';
import type { DbOrTx } from '../../db/client';
import { products, stockBalances, stockLocations, stockMinimums, stores } from '../../db/schema';
import { allOf } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';

const REAL_KINDS = ['warehouse', 'store'] as const;

/** The places that hold stock — the warehouse first, then the stores — that the user may see. */
export async function listStockPlaces(db: DbOrTx, scope: StoreScope): Promise<StockPlace[]> {
  return db
    .select({ id: stockLocations.id, name: sql<string>`coalesce(${stores.name}, ${stockLocations.name})`, kind: stockLocations.kind })
    .from(stockLocations)
    .leftJoin(stores, eq(stores.id, stockLocations.storeId))
    .where(allOf(inArray(stockLocations.kind, [...REAL_KINDS]), inStoreScope(scope, stockLocations.storeId)))
    .orderBy(asc(stockLocations.id));
}

/** A product's stock at each place the user may see (zero where it never was) with the place's minimum, what is in transit, and the total on hand. */
export async function getProductStockByPlace(db: DbOrTx, productId: number, scope: StoreScope): Promise<ProductStockByPlace> {
  const places = await listStockPlaces(db, scope);
  const balances = await db
    .select({ locationId: stockBalances.locationId, onHand: stockBalances.onHand, reserved: stockBalances.reserved })
    .from(stockBalances)
    .where(eq(stockBalances.productId, productId));
  const at = new Map(balances.map((b) => [b.locationId, b]));
  // The warehouse's minimum is the product's own; a store's is its row (decision 072).
  const [product] = await db.select({ minStock: products.minStock }).from(products).where(eq(products.id, productId));
  const minimums = await db
    .select({ locationId: stockMinimums.locationId, minStock: stockMinimums.minStock })
    .from(stockMinimums)
    .where(eq(stockMinimums.productId, productId));
  const minimumAt = new Map(minimums.map((m) => [m.locationId, m.minStock]));
  const rows = places.map((p) => {
    const b = at.get(p.id);
    const onHand = b?.onHand ?? 0;
    const reserved = b?.reserved ?? 0;
    const minStock = p.kind === 'warehouse' ? (product?.minStock ?? null) : (minimumAt.get(p.id) ?? null);
    return { ...p, onHand, reserved, available: onHand - reserved, minStock };
  });
  return {
    productId,
    places: rows,
    inTransit: at.get(TRANSIT_LOCATION_ID)?.onHand ?? 0,
    total: rows.reduce((sum, r) => sum + r.onHand, 0),
  };
}
