import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type MerchandiseRequestDetail, type PurchaseRequestDetail, REQUEST_NOT_FOUND_MESSAGE, type RequestItemDetail } from '../../../domain/schemas/requests';
import type { DbOrTx } from '../../db/client';
import {
  merchandiseRequestItems,
  merchandiseRequests,
  products,
  purchaseRequestItems,
  purchaseRequests,
  receivingChecks,
  type specialOrderItems,
  stockExits,
  stores,
  supplierInvoices,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { listDocumentHistory } from '../../workflow/list-document-history';
import { inStoreScope, type StoreScope } from '../permissions';

/** The columns every request table shares. */
type BaseRow = Pick<typeof purchaseRequests.$inferSelect, 'id' | 'code' | 'status' | 'version' | 'notes' | 'requestedByName' | 'createdAt' | 'updatedAt'>;

/** Those columns as the details answer them. */
export const requestBase = (r: BaseRow) => ({
  id: r.id,
  code: r.code,
  status: r.status,
  version: r.version,
  notes: r.notes,
  requestedByName: r.requestedByName,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

type ItemTable = typeof purchaseRequestItems | typeof merchandiseRequestItems | typeof specialOrderItems;

/** A request line as the details answer it: the product as it was asked for, with its unit today. */
const requestItemFields = <T extends ItemTable>(items: T) => ({
  id: items.id,
  productId: items.productId,
  productName: items.productName,
  productCode: items.productCode,
  quantity: items.quantity,
  unit: products.unit,
});

/** A request's lines, in the order they were typed, with their product's unit. */
export async function listRequestItems(db: DbOrTx, items: ItemTable, requestIdColumn: AnyPgColumn, id: number): Promise<RequestItemDetail[]> {
  const rows = await db
    .select(requestItemFields(items))
    .from(items)
    .leftJoin(products, eq(products.id, items.productId))
    .where(eq(requestIdColumn, id))
    .orderBy(asc(items.id));
  return rows.map((i) => ({ ...i, unit: i.unit ?? '' }));
}

export async function getPurchaseRequest(db: DbOrTx, id: number): Promise<PurchaseRequestDetail> {
  const [row] = await db.select().from(purchaseRequests).where(eq(purchaseRequests.id, id));
  if (!row) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  const [items, history, checks] = await Promise.all([
    listRequestItems(db, purchaseRequestItems, purchaseRequestItems.requestId, id),
    listDocumentHistory(db, 'purchase_request', id),
    db
      .select({ id: receivingChecks.id, invoiceNumber: supplierInvoices.number, createdAt: receivingChecks.createdAt })
      .from(receivingChecks)
      .innerJoin(supplierInvoices, eq(supplierInvoices.id, receivingChecks.invoiceId))
      .where(eq(receivingChecks.purchaseRequestId, id))
      .orderBy(asc(receivingChecks.id)),
  ]);
  return {
    ...requestBase(row),
    estimatedArrival: row.estimatedArrival,
    items,
    history,
    receivingChecks: checks.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
}

/** One merchandise request with its lines, history and exit; another store's is missing to store staff (issues 26, 34). */
export async function getMerchandiseRequest(db: DbOrTx, id: number, scope: StoreScope): Promise<MerchandiseRequestDetail> {
  const [row] = await db
    .select({ request: merchandiseRequests, storeName: stores.name, exitCode: stockExits.code })
    .from(merchandiseRequests)
    .innerJoin(stores, eq(stores.id, merchandiseRequests.storeId))
    .leftJoin(stockExits, eq(stockExits.id, merchandiseRequests.exitId))
    .where(and(eq(merchandiseRequests.id, id), inStoreScope(scope, merchandiseRequests.storeId)));
  if (!row) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  const r = row.request;
  const i = merchandiseRequestItems;
  const [items, history] = await Promise.all([
    db
      .select({ ...requestItemFields(i), status: i.status, stock: products.stock, shelf: products.shelf, box: products.box })
      .from(i)
      .innerJoin(products, eq(products.id, i.productId))
      .where(eq(i.requestId, id))
      .orderBy(asc(i.id)),
    listDocumentHistory(db, 'merchandise_request', id),
  ]);
  return {
    ...requestBase(r),
    storeId: r.storeId,
    storeName: row.storeName,
    requestDate: r.requestDate,
    deliveryDate: r.deliveryDate,
    shippingTime: r.shippingTime,
    receiveTime: r.receiveTime,
    exit: r.exitId == null ? null : { id: r.exitId, code: row.exitCode ?? '' },
    items,
    history,
  };
}
