import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DOCUMENT_COUNT_CAP, type DocumentPage } from '../../../domain/schemas/stock-documents';
import { STORE_SALE_NOT_FOUND_MESSAGE, type StoreSaleDetail, type StoreSaleListQuery, type StoreSaleSummary } from '../../../domain/store-sales';
import type { DbOrTx } from '../../db/client';
import { storeSaleItems, storeSales, stores } from '../../db/schema';
import { notFound } from '../../http/errors';
import { allOf, documentList, equalsFilter, periodCondition, wordsCondition } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';

const v = alias(storeSales, 'v');
const st = alias(stores, 'st');

const selectSales = (db: DbOrTx) => db.select({ sale: v, storeName: st.name }).from(v).innerJoin(st, eq(st.id, v.storeId)).$dynamic();

type SaleRow = Awaited<ReturnType<typeof selectSales>>[number];

const toSummary = ({ sale: s, storeName }: SaleRow): StoreSaleSummary => ({
  id: s.id,
  code: s.code,
  storeId: s.storeId,
  storeName,
  source: s.source,
  accessKey: s.accessKey,
  nfceNumber: s.nfceNumber,
  saleDate: s.saleDate,
  totalCents: s.totalCents,
  totalItems: s.totalItems,
  fileName: s.fileName,
  createdByName: s.createdByName,
  createdAt: s.createdAt.toISOString(),
});

/** Vendas das lojas, newest first: store staff see their store's only; period, store, origin and text (code, key, store, products). */
export async function listStoreSales(db: DbOrTx, q: StoreSaleListQuery, scope: StoreScope): Promise<DocumentPage<StoreSaleSummary>> {
  const where = allOf(
    inStoreScope(scope, v.storeId),
    periodCondition(v.saleDate, q, 'date'),
    equalsFilter(v.storeId, q.storeId),
    equalsFilter(v.source, q.source),
    wordsCondition(
      [
        v.code,
        st.name,
        v.notes,
        sql`coalesce(${v.accessKey}, '')`,
        sql`(SELECT string_agg(i.product_name || ' ' || i.product_code, ' ') FROM store_sale_items i WHERE i.sale_id = ${v.id})`,
      ],
      q.search,
    ),
  );
  const orderBy = [sql`${v.saleDate} DESC NULLS LAST`, sql`${v.id} DESC NULLS LAST`];
  return documentList(db, selectSales(db), { where, orderBy, cap: DOCUMENT_COUNT_CAP }, q, toSummary);
}

/** One sale with its lines; another store's is missing (404) to store staff. */
export async function getStoreSale(db: DbOrTx, id: number, scope: StoreScope): Promise<StoreSaleDetail> {
  const [row] = await selectSales(db).where(allOf(eq(v.id, id), inStoreScope(scope, v.storeId)));
  if (!row) throw notFound(STORE_SALE_NOT_FOUND_MESSAGE);
  const items = await db.select().from(storeSaleItems).where(eq(storeSaleItems.saleId, id)).orderBy(asc(storeSaleItems.id));
  return {
    ...toSummary(row),
    notes: row.sale.notes,
    items: items.map((i) => ({
      productId: i.productId,
      productName: i.productName,
      productCode: i.productCode,
      quantity: i.quantity,
      totalCents: i.totalCents,
    })),
  };
}
