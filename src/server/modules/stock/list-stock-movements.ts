import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { DOCUMENT_COUNT_CAP, type DocumentPage } from '../../../domain/schemas/stock-documents';
import { movementDocumentLabel, type StockMovementListItem, type StockMovementListQuery } from '../../../domain/schemas/stock-movements';
import { isStockMovementKind } from '../../../domain/stock';
import type { DbOrTx } from '../../db/client';
import { productLineFields } from '../../db/product-fields';
import { products, stockExits, stockMovements, user } from '../../db/schema';
import { allOf, documentList, equalsFilter, periodCondition, wordsCondition } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';

const m = stockMovements;

/**
 * Every product's ledger in one list, newest first: period, product, kind and text (product, code,
 * reason). An exit's movements are that store's rows: store staff see those of their own store's
 * exits only (issue 34), and none at another store's place or of another store's inventário (issue
 * 36); the warehouse's other movements (entries, orders, adjustments) stay.
 */
export async function listStockMovements(db: DbOrTx, q: StockMovementListQuery, scope: StoreScope): Promise<DocumentPage<StockMovementListItem>> {
  const select = db
    .select({
      movement: m,
      ...productLineFields,
      exitCode: stockExits.code,
      userName: user.name,
    })
    .from(m)
    .innerJoin(products, eq(products.id, m.productId))
    // An exit is named by its code (SAIDA-234567); ref_id is text because orders' ids are uuids.
    .leftJoin(stockExits, and(eq(m.refType, 'stock_exit'), eq(m.refId, sql`${stockExits.id}::text`)))
    .leftJoin(user, eq(user.id, m.userId))
    .$dynamic();
  const ofStore = inStoreScope(scope, stockExits.storeId);
  const where = allOf(
    ofStore &&
      or(
        and(ne(m.refType, 'stock_exit'), ne(m.refType, 'transfer')),
        isNull(m.refType),
        and(eq(m.refType, 'stock_exit'), ofStore),
        // A transfer's movements are its origin's and its destination's (decision 065).
        and(
          eq(m.refType, 'transfer'),
          sql`EXISTS (SELECT 1 FROM transfers t WHERE t.id::text = ${m.refId} AND (t.from_store_id = ${scope.storeId} OR t.to_store_id = ${scope.storeId}))`,
        ),
      ),
    // Another store's place, and another store's inventário (its losses land in 'Ajustes e perdas'), are that store's rows.
    scope.storeId === null
      ? undefined
      : sql`NOT EXISTS (SELECT 1 FROM stock_locations l WHERE l.id = ${m.locationId} AND l.store_id IS NOT NULL AND l.store_id <> ${scope.storeId})
        AND NOT (${m.refType} IS NOT NULL AND ${m.refType} = 'stock_count' AND EXISTS (
          SELECT 1 FROM stock_counts k WHERE k.id::text = ${m.refId} AND k.store_id IS NOT NULL AND k.store_id <> ${scope.storeId}))`,
    periodCondition(m.createdAt, q, 'timestamp'),
    equalsFilter(m.productId, q.productId),
    equalsFilter(m.kind, q.kind),
    wordsCondition([products.name, products.code, m.reason], q.search),
  );
  // By id, the primary key: ids grow with created_at, and the first page is read from the index
  // backwards instead of sorting the whole ledger (no index on created_at alone is needed).
  const orderBy = [sql`${m.id} DESC`];
  return documentList(db, select, { where, orderBy, cap: DOCUMENT_COUNT_CAP }, q, ({ movement: mv, ...r }) => ({
    id: mv.id,
    createdAt: mv.createdAt.toISOString(),
    productId: mv.productId,
    productName: r.productName,
    productCode: r.productCode,
    unit: r.unit,
    // The column is free text in the database; every writer goes through changeStock's typed kinds.
    kind: isStockMovementKind(mv.kind) ? mv.kind : 'adjustment',
    quantity: mv.quantity,
    reason: mv.reason,
    document: movementDocumentLabel({ refType: mv.refType, refId: mv.refId, exitCode: r.exitCode }),
    userName: r.userName,
  }));
}
