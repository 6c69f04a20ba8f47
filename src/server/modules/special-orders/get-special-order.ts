import { sql } from 'drizzle-orm';
import { REQUEST_NOT_FOUND_MESSAGE } from '../../../domain/schemas/requests';
import type { SpecialOrderDetail } from '../../../domain/schemas/special-orders';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { listDocumentHistory } from '../../workflow/list-document-history';
import { type BaseRow, base, type ItemRow, item } from '../requests/get-request-details';

type Row = BaseRow & {
  customer_user_id: string | null;
  customer_name: string;
  customer_contact: string;
  store_id: number | null;
  store_name: string | null;
  is_existing_product: boolean;
  new_product_name: string | null;
  new_product_description: string | null;
  new_product_image_key: string | null;
};

export const specialOrderPhotoUrl = (id: number) => `/api/admin/special-orders/${id}/photo`;

/** One special order with its customer, store, product(s), photo link and status history. */
export async function getSpecialOrder(db: DbOrTx, id: number): Promise<SpecialOrderDetail> {
  const rows = await db.execute<Row>(sql`
    SELECT o.*, st.name AS store_name FROM special_orders o LEFT JOIN stores st ON st.id = o.store_id WHERE o.id = ${id}`);
  const o = rows.rows[0];
  if (!o) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  const [items, history] = await Promise.all([
    db.execute<ItemRow>(
      sql`SELECT i.id, i.product_id, i.product_name, i.product_code, i.quantity, p.unit FROM special_order_items i LEFT JOIN products p ON p.id = i.product_id WHERE i.special_order_id = ${id} ORDER BY i.id`,
    ),
    listDocumentHistory(db, 'special_order', id),
  ]);
  return {
    ...base(o),
    customer: { userId: o.customer_user_id, name: o.customer_name, contact: o.customer_contact, registered: o.customer_user_id != null },
    store: o.store_id == null ? null : { id: Number(o.store_id), name: o.store_name ?? '' },
    isExistingProduct: o.is_existing_product,
    newProduct: o.is_existing_product
      ? null
      : { name: o.new_product_name ?? '', description: o.new_product_description ?? '', photoUrl: o.new_product_image_key ? specialOrderPhotoUrl(Number(o.id)) : null },
    items: items.rows.map(item),
    history,
  };
}
