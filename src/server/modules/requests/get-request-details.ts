import { sql } from 'drizzle-orm';
import {
  type MerchandiseRequestDetail,
  type PurchaseRequestDetail,
  REQUEST_NOT_FOUND_MESSAGE,
  type RequestItemDetail,
} from '../../../domain/schemas/requests';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { listDocumentHistory } from '../../workflow/list-document-history';

/** The columns every request table shares, as SQL reads them. */
export type BaseRow = {
  id: number;
  code: string;
  status: string;
  version: number;
  notes: string;
  requested_by_name: string;
  created_at: string | Date;
  updated_at: string | Date;
};

/** Those columns as the details answer them. */
export const base = (r: BaseRow) => ({
  id: Number(r.id),
  code: r.code,
  status: r.status,
  version: Number(r.version),
  notes: r.notes,
  requestedByName: r.requested_by_name,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});


export type ItemRow = { id: number; product_id: number | null; product_name: string; product_code: string; quantity: number; unit: string | null };
export const item = (i: ItemRow): RequestItemDetail => ({
  id: Number(i.id),
  productId: i.product_id == null ? null : Number(i.product_id),
  productName: i.product_name,
  productCode: i.product_code,
  quantity: Number(i.quantity),
  unit: i.unit ?? '',
});

export async function getPurchaseRequest(db: DbOrTx, id: number): Promise<PurchaseRequestDetail> {
  const rows = await db.execute<BaseRow & { estimated_arrival: string | null }>(sql`SELECT *, to_char(estimated_arrival, 'YYYY-MM-DD') AS estimated_arrival FROM purchase_requests WHERE id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  const [items, history, checks] = await Promise.all([
    db.execute<ItemRow>(
      sql`SELECT i.id, i.product_id, i.product_name, i.product_code, i.quantity, p.unit FROM purchase_request_items i LEFT JOIN products p ON p.id = i.product_id WHERE i.request_id = ${id} ORDER BY i.id`,
    ),
    listDocumentHistory(db, 'purchase_request', id),
    db.execute<{ id: number; number: string; created_at: string | Date }>(sql`
      SELECT c.id, i.number, c.created_at FROM receiving_checks c JOIN supplier_invoices i ON i.id = c.invoice_id
      WHERE c.purchase_request_id = ${id} ORDER BY c.id`),
  ]);
  return {
    ...base(row),
    estimatedArrival: row.estimated_arrival,
    items: items.rows.map(item),
    history,
    receivingChecks: checks.rows.map((c) => ({ id: Number(c.id), invoiceNumber: c.number, createdAt: new Date(c.created_at).toISOString() })),
  };
}

type MerchandiseRow = BaseRow & {
  store_id: number;
  store_name: string;
  request_date: string;
  delivery_date: string;
  shipping_time: string | null;
  receive_time: string | null;
  exit_id: number | null;
  exit_code: string | null;
};

export async function getMerchandiseRequest(db: DbOrTx, id: number): Promise<MerchandiseRequestDetail> {
  const rows = await db.execute<MerchandiseRow>(sql`
    SELECT r.*, to_char(r.request_date, 'YYYY-MM-DD') AS request_date, to_char(r.delivery_date, 'YYYY-MM-DD') AS delivery_date, st.name AS store_name, x.code AS exit_code
    FROM merchandise_requests r JOIN stores st ON st.id = r.store_id LEFT JOIN stock_exits x ON x.id = r.exit_id
    WHERE r.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  const [items, history] = await Promise.all([
    db.execute<ItemRow & { status: string; stock: number; shelf: string; box: string }>(sql`
      SELECT i.id, i.product_id, i.product_name, i.product_code, i.quantity, i.status, p.stock, p.shelf, p.box, p.unit
      FROM merchandise_request_items i JOIN products p ON p.id = i.product_id
      WHERE i.request_id = ${id} ORDER BY i.id`),
    listDocumentHistory(db, 'merchandise_request', id),
  ]);
  return {
    ...base(row),
    storeId: Number(row.store_id),
    storeName: row.store_name,
    requestDate: row.request_date,
    deliveryDate: row.delivery_date,
    shippingTime: row.shipping_time,
    receiveTime: row.receive_time,
    exit: row.exit_id == null ? null : { id: Number(row.exit_id), code: row.exit_code ?? '' },
    items: items.rows.map((i) => ({ ...item(i), status: i.status, stock: Number(i.stock), shelf: i.shelf, box: i.box })),
    history,
  };
}
