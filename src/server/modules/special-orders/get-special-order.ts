import { and, eq } from 'drizzle-orm';
import { REQUEST_NOT_FOUND_MESSAGE } from '../../../domain/schemas/requests';
import type { SpecialOrderDetail } from '../../../domain/schemas/special-orders';
import type { DbOrTx } from '../../db/client';
import { specialOrderItems, specialOrders, stores } from '../../db/schema';
import { notFound } from '../../http/errors';
import { listDocumentHistory } from '../../workflow/list-document-history';
import { inStoreScope, type StoreScope } from '../permissions';
import { listRequestItems, requestBase } from '../requests';

export const specialOrderPhotoUrl = (id: number) => `/api/admin/special-orders/${id}/photo`;

/** One special order with its customer, store, product(s), photo link and status history; another store's is missing to store staff (issues 26, 34). */
export async function getSpecialOrder(db: DbOrTx, id: number, scope: StoreScope): Promise<SpecialOrderDetail> {
  const [row] = await db
    .select({ order: specialOrders, storeName: stores.name })
    .from(specialOrders)
    .leftJoin(stores, eq(stores.id, specialOrders.storeId))
    .where(and(eq(specialOrders.id, id), inStoreScope(scope, specialOrders.storeId)));
  if (!row) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  const o = row.order;
  const [items, history] = await Promise.all([
    listRequestItems(db, specialOrderItems, specialOrderItems.specialOrderId, id),
    listDocumentHistory(db, 'special_order', id),
  ]);
  return {
    ...requestBase(o),
    customer: { userId: o.customerUserId, name: o.customerName, contact: o.customerContact, registered: o.customerUserId != null },
    store: o.storeId == null ? null : { id: o.storeId, name: row.storeName ?? '' },
    isExistingProduct: o.isExistingProduct,
    newProduct: o.isExistingProduct
      ? null
      : { name: o.newProductName ?? '', description: o.newProductDescription ?? '', photoUrl: o.newProductImageKey ? specialOrderPhotoUrl(o.id) : null },
    items,
    history,
  };
}
