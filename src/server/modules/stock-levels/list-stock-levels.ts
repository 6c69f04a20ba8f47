import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DOCUMENT_COUNT_CAP, type DocumentPage } from '../../../domain/schemas/stock-documents';
import type { StockLevelListItem, StockLevelListQuery } from '../../../domain/schemas/stock-levels';
import { TRANSIT_LOCATION_ID } from '../../../domain/stock-locations';
import type { DbOrTx } from '../../db/client';
import { products, stockBalances, stockLocations, stockMinimums, stores } from '../../db/schema';
import { allOf, documentList, equalsFilter, wordsCondition } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';

const REAL_KINDS = ['warehouse', 'store'] as const;
const transit = alias(stockBalances, 'transit');
const available = sql<number>`coalesce(${stockBalances.onHand} - ${stockBalances.reserved}, 0)`;
/** The place's minimum (decision 072): the product's own at the warehouse, the store's row at a store (null: none set). */
const minimum = sql<number | null>`CASE WHEN ${stockLocations.kind} = 'warehouse' THEN ${products.minStock} ELSE ${stockMinimums.minStock} END`;

/**
 * Estoque por local: every active product at every real place (the warehouse and the stores), with
 * on hand, reserved, available and what is in transit; a place never stocked reads zero. Filters:
 * place, category, text (name, code), situation (available at or below the place's own minimum —
 * a store without one is never below it — or none). A store's staff see their own store's place only (decision 062).
 */
export async function listStockLevels(db: DbOrTx, q: StockLevelListQuery, scope: StoreScope): Promise<DocumentPage<StockLevelListItem>> {
  const select = db
    .select({
      productId: products.id,
      productName: products.name,
      productCode: products.code,
      unit: products.unit,
      minStock: minimum,
      locationId: stockLocations.id,
      locationName: sql<string>`coalesce(${stores.name}, ${stockLocations.name})`,
      locationKind: stockLocations.kind,
      onHand: sql<number>`coalesce(${stockBalances.onHand}, 0)`,
      reserved: sql<number>`coalesce(${stockBalances.reserved}, 0)`,
      inTransit: sql<number>`coalesce(${transit.onHand}, 0)`,
    })
    .from(products)
    .innerJoin(stockLocations, inArray(stockLocations.kind, [...REAL_KINDS]))
    .leftJoin(stores, eq(stores.id, stockLocations.storeId))
    .leftJoin(stockBalances, and(eq(stockBalances.productId, products.id), eq(stockBalances.locationId, stockLocations.id)))
    .leftJoin(stockMinimums, and(eq(stockMinimums.productId, products.id), eq(stockMinimums.locationId, stockLocations.id)))
    .leftJoin(transit, and(eq(transit.productId, products.id), eq(transit.locationId, TRANSIT_LOCATION_ID)))
    .$dynamic();
  const where = allOf(
    isNull(products.archivedAt),
    inStoreScope(scope, stockLocations.storeId),
    equalsFilter(stockLocations.id, q.locationId),
    equalsFilter(products.categoryId, q.categoryId),
    wordsCondition([products.name, products.code], q.search),
    q.situation === 'below_minimum' ? sql`${available} <= ${minimum}` : undefined,
    q.situation === 'out_of_stock' ? sql`${available} <= 0` : undefined,
  );
  return documentList(db, select, { where, orderBy: [asc(products.nameKey), asc(products.id), asc(stockLocations.id)], cap: DOCUMENT_COUNT_CAP }, q, (r) => {
    const onHand = Number(r.onHand);
    const reserved = Number(r.reserved);
    return { ...r, minStock: r.minStock === null ? null : Number(r.minStock), onHand, reserved, available: onHand - reserved, inTransit: Number(r.inTransit) };
  });
}
