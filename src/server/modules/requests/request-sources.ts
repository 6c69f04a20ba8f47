import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { RequestKind } from '../../../domain/requests';
import type { RequestListItem } from '../../../domain/schemas/requests';
import type { DbOrTx } from '../../db/client';
import {
  merchandiseRequestItems,
  merchandiseRequests,
  purchaseRequestItems,
  purchaseRequests,
  specialOrderItems,
  specialOrders,
  stores,
} from '../../db/schema';
import { outerColumn } from '../../http/list-query';

/**
 * How each kind of request reads as a row of the request table (ID, Cliente/Loja/Solicitante,
 * Data, Itens, Status): one typed select per table with the same fields, so a tab lists one kind
 * and Acompanhar lists the three with UNION ALL. Itens is the number of lines.
 */
type ItemTable = typeof purchaseRequestItems | typeof merchandiseRequestItems | typeof specialOrderItems;
type RequestTable = typeof purchaseRequests | typeof merchandiseRequests | typeof specialOrders;

const lines = (items: ItemTable, fk: AnyPgColumn, id: AnyPgColumn) => ({
  count: sql<number>`(SELECT count(*)::int FROM ${items} WHERE ${fk} = ${outerColumn(id)})`.mapWith(Number),
  names: sql`(SELECT string_agg(${items.productName} || ' ' || ${items.productCode}, ' ') FROM ${items} WHERE ${fk} = ${outerColumn(id)})`,
});

/**
 * A column as a plain SQL field of its own value type (decoded as the column decodes it): the three
 * tables' columns then make selects of one type, as a UNION ALL of them needs.
 */
const columnValue = <C extends AnyPgColumn>(column: C) =>
  sql<C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null>`${column}`.mapWith(column);

const requestFields = (kind: RequestKind, r: RequestTable, who: AnyPgColumn<{ data: string; notNull: true }>, itemCount: SQL<number>) => ({
  // A constant, never user input: the row's kind, as text in every branch of the union.
  kind: sql<RequestKind>`${sql.raw(`'${kind}'`)}`,
  id: columnValue(r.id),
  code: columnValue(r.code),
  who: columnValue(who),
  createdAt: columnValue(r.createdAt),
  itemCount,
  status: columnValue(r.status),
  version: columnValue(r.version),
});

export type RequestFields = ReturnType<typeof requestFields>;
export type RequestSelect = PgSelect<string, RequestFields, 'partial'>;

type RequestSource = {
  select: (db: DbOrTx) => RequestSelect;
  table: RequestTable;
  /** The columns a text search looks in. */
  search: (AnyPgColumn | SQL)[];
  /** The store the request is for (none for purchase requests). */
  storeId?: AnyPgColumn;
};

const purchaseLines = lines(purchaseRequestItems, purchaseRequestItems.requestId, purchaseRequests.id);
const merchandiseLines = lines(merchandiseRequestItems, merchandiseRequestItems.requestId, merchandiseRequests.id);
const specialLines = lines(specialOrderItems, specialOrderItems.specialOrderId, specialOrders.id);

export const REQUEST_SOURCES: Record<RequestKind, RequestSource> = {
  purchase: {
    select: (db) =>
      db
        .select(requestFields('purchase', purchaseRequests, purchaseRequests.requestedByName, purchaseLines.count))
        .from(purchaseRequests)
        .$dynamic(),
    table: purchaseRequests,
    search: [purchaseRequests.code, purchaseRequests.requestedByName, purchaseRequests.notes, purchaseLines.names],
  },
  merchandise: {
    select: (db) =>
      db
        .select(requestFields('merchandise', merchandiseRequests, stores.name, merchandiseLines.count))
        .from(merchandiseRequests)
        .innerJoin(stores, eq(stores.id, merchandiseRequests.storeId))
        .$dynamic(),
    table: merchandiseRequests,
    search: [merchandiseRequests.code, stores.name, merchandiseRequests.requestedByName, merchandiseRequests.notes, merchandiseLines.names],
    storeId: merchandiseRequests.storeId,
  },
  specialOrder: {
    select: (db) =>
      db
        .select(requestFields('specialOrder', specialOrders, specialOrders.customerName, specialLines.count))
        .from(specialOrders)
        .$dynamic(),
    table: specialOrders,
    search: [
      specialOrders.code,
      specialOrders.customerName,
      specialOrders.customerContact,
      specialOrders.notes,
      sql`coalesce(${specialOrders.newProductName}, '')`,
      specialLines.names,
    ],
    storeId: specialOrders.storeId,
  },
};

export type RequestRow = RequestSelect['_']['result'][number];

export function toRequestListItem(r: RequestRow): RequestListItem {
  return { ...r, createdAt: r.createdAt.toISOString() };
}
