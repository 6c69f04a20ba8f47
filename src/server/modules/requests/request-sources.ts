import { type SQL, sql } from 'drizzle-orm';
import type { RequestKind } from '../../../domain/requests';
import type { RequestListItem } from '../../../domain/schemas/requests';

/**
 * How each kind of request reads as a row of SPEC's request table (ID, Cliente/Loja/Solicitante,
 * Data, Itens, Status): one SELECT per table with the same column names, so a tab lists one kind
 * and Acompanhar lists the three with UNION ALL. Itens is the number of lines.
 */
type RequestSource = { select: SQL; search: SQL[] };

const items = (table: string, fk: string) => ({
  count: sql.raw(`(SELECT count(*)::int FROM ${table} i WHERE i.${fk} = r.id)`),
  names: sql.raw(`(SELECT string_agg(i.product_name || ' ' || i.product_code, ' ') FROM ${table} i WHERE i.${fk} = r.id)`),
});

const purchase = items('purchase_request_items', 'request_id');
const merchandise = items('merchandise_request_items', 'request_id');
const special = items('special_order_items', 'special_order_id');

export const REQUEST_SOURCES: Record<RequestKind, RequestSource> = {
  purchase: {
    select: sql`SELECT 'purchase' AS kind, r.id, r.code, r.requested_by_name AS who, r.created_at, ${purchase.count} AS item_count, r.status, r.version, r.requested_by_id
      FROM purchase_requests r`,
    search: [sql`r.code`, sql`r.requested_by_name`, sql`r.notes`, purchase.names],
  },
  merchandise: {
    select: sql`SELECT 'merchandise' AS kind, r.id, r.code, st.name AS who, r.created_at, ${merchandise.count} AS item_count, r.status, r.version, r.requested_by_id
      FROM merchandise_requests r JOIN stores st ON st.id = r.store_id`,
    search: [sql`r.code`, sql`st.name`, sql`r.requested_by_name`, sql`r.notes`, merchandise.names],
  },
  specialOrder: {
    select: sql`SELECT 'specialOrder' AS kind, r.id, r.code, r.customer_name AS who, r.created_at, ${special.count} AS item_count, r.status, r.version, r.requested_by_id
      FROM special_orders r`,
    search: [sql`r.code`, sql`r.customer_name`, sql`r.customer_contact`, sql`r.notes`, sql`coalesce(r.new_product_name, '')`, special.names],
  },
};

export type RequestRow = {
  kind: RequestKind;
  id: number;
  code: string;
  who: string;
  created_at: string | Date;
  item_count: number;
  status: string;
  version: number;
};

export function toRequestListItem(r: RequestRow): RequestListItem {
  return {
    kind: r.kind,
    id: Number(r.id),
    code: r.code,
    who: r.who ?? '',
    createdAt: new Date(r.created_at).toISOString(),
    itemCount: Number(r.item_count),
    status: r.status,
    version: Number(r.version),
  };
}
