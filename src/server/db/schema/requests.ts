import { sql } from 'drizzle-orm';
import { boolean, check, date, type ExtraConfigColumn, index, integer, pgSequence, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { userRef } from './auth';
import { products, requiredProductId, stores } from './catalog';
import { idempotencyKeyColumn, requiredIdRef, timestampColumns } from './columns';
import { documentCodeColumn } from './document-columns';
import { stockExits } from './stock-documents';

// COMP-000001, MERC-000001, ENC-000001: unique by construction (f_document_code, custom migration).
export const purchaseRequestCodeSeq = pgSequence('purchase_request_code_seq');
export const merchandiseRequestCodeSeq = pgSequence('merchandise_request_code_seq');
export const specialOrderCodeSeq = pgSequence('special_order_code_seq');

// Columns every request shares: who asked, when, and the optimistic version a status change checks.
const requestColumns = () => ({
  id: serial('id').primaryKey(),
  status: text('status').notNull(),
  notes: text('notes').notNull().default(''),
  requestedById: userRef('requested_by_id'),
  requestedByName: text('requested_by_name').notNull().default(''),
  ...timestampColumns(),
  version: integer('version').notNull().default(1),
  idempotencyKey: idempotencyKeyColumn(),
});

/**
 * The orders a request list is read in: newest first (ties by id), and by status, so a page is read
 * from an index instead of sorting the table.
 */
const requestListIndexes = (table: string, t: { id: ExtraConfigColumn; status: ExtraConfigColumn; createdAt: ExtraConfigColumn }) => [
  index(`${table}_created_idx`).on(t.createdAt.desc(), t.id.desc()),
  index(`${table}_status_idx`).on(t.status, t.createdAt),
];

// Lines of a request: the product as it was named when asked for.
const requestItemColumns = () => ({
  id: serial('id').primaryKey(),
  productName: text('product_name').notNull(),
  productCode: text('product_code').notNull().default(''),
  quantity: integer('quantity').notNull(),
});

/** Solicitação de Compra: staff ask for goods to be bought from suppliers. */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    ...requestColumns(),
    code: documentCodeColumn('COMP', purchaseRequestCodeSeq),
    estimatedArrival: date('estimated_arrival'),
  },
  (t) => requestListIndexes('purchase_requests', t),
);

export const purchaseRequestItems = pgTable(
  'purchase_request_items',
  {
    ...requestItemColumns(),
    requestId: requiredIdRef('request_id', () => purchaseRequests.id, 'cascade'),
    productId: requiredProductId('restrict'),
  },
  (t) => [check('purchase_request_items_quantity_positive', sql`${t.quantity} > 0`), index('purchase_request_items_request_idx').on(t.requestId)],
);

/** Solicitação de Mercadoria: a store asks the warehouse for goods; 'Enviado' creates the stock exit. */
export const merchandiseRequests = pgTable(
  'merchandise_requests',
  {
    ...requestColumns(),
    code: documentCodeColumn('MERC', merchandiseRequestCodeSeq),
    storeId: requiredIdRef('store_id', () => stores.id, 'restrict'),
    requestDate: date('request_date').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    shippingTime: text('shipping_time'),
    receiveTime: text('receive_time'),
    exitId: integer('exit_id').references(() => stockExits.id, { onDelete: 'restrict' }),
  },
  (t) => [...requestListIndexes('merchandise_requests', t), index('merchandise_requests_store_idx').on(t.storeId)],
);

export const merchandiseRequestItems = pgTable(
  'merchandise_request_items',
  {
    ...requestItemColumns(),
    requestId: requiredIdRef('request_id', () => merchandiseRequests.id, 'cascade'),
    productId: requiredProductId('restrict'),
    status: text('status').notNull(),
  },
  (t) => [check('merchandise_request_items_quantity_positive', sql`${t.quantity} > 0`), index('merchandise_request_items_request_idx').on(t.requestId)],
);

/** Encomenda: a customer's special order, of catalogue products or of a product the shop lacks. */
export const specialOrders = pgTable(
  'special_orders',
  {
    ...requestColumns(),
    code: documentCodeColumn('ENC', specialOrderCodeSeq),
    // A registered customer, or null for a walk-in customer known by name and contact only.
    customerUserId: userRef('customer_user_id'),
    customerName: text('customer_name').notNull(),
    customerContact: text('customer_contact').notNull().default(''),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    isExistingProduct: boolean('is_existing_product').notNull(),
    newProductName: text('new_product_name'),
    newProductDescription: text('new_product_description'),
    newProductImageKey: text('new_product_image_key'),
  },
  (t) => [...requestListIndexes('special_orders', t), index('special_orders_customer_idx').on(t.customerUserId, t.createdAt)],
);

export const specialOrderItems = pgTable(
  'special_order_items',
  {
    ...requestItemColumns(),
    specialOrderId: requiredIdRef('special_order_id', () => specialOrders.id, 'cascade'),
    // Null for the one line of a product the shop does not have yet (quantity 1).
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
  },
  (t) => [check('special_order_items_quantity_positive', sql`${t.quantity} > 0`), index('special_order_items_order_idx').on(t.specialOrderId)],
);
