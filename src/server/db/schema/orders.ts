import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ShippingAddress } from '../../../domain/api/orders';
import type { BuyerIeIndicator } from '../../../domain/buyer-document';
import type { OrderStockState } from '../../../domain/order-stock';
import type { DeliveryMethod } from '../../../domain/shipping';
import { WAREHOUSE_LOCATION_ID } from '../../../domain/stock-locations';
import { recordedByColumns, requiredUserId, userRef } from './auth';
import { products, stockLocations } from './catalog';
import { createdAtColumn, statusMoveColumns, timestampColumns, timestamptz } from './columns';

export type { ShippingAddress };

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: requiredUserId('cascade'),
    label: text('label').notNull().default(''),
    cep: text('cep').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement').notNull().default(''),
    neighborhood: text('neighborhood').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: requiredUserId('restrict'),
    status: text('status').notNull().default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    // How the order reaches the customer (issue 37): 'shipping' (its labels and tracking live in
    // `shipments`) or 'pickup', 'Retirar na loja' (decision 070).
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull().default('shipping'),
    // The place whose stock the order reserves and ships from (issue 36, decision 069): the
    // warehouse, or the store a 'Retirar na loja' order is collected at.
    fulfilmentLocationId: integer('fulfilment_location_id')
      .notNull()
      .default(WAREHOUSE_LOCATION_ID)
      .references(() => stockLocations.id),
    // What the order holds in the ledger (domain/order-stock.ts), so every later path knows what to
    // undo. The default is 'taken' — the orders written before reservations (and bulk loaders that
    // write their own sale movements); placeOrder writes 'reserved'.
    stockState: text('stock_state').$type<OrderStockState>().notNull().default('taken'),
    // 'Retirar na loja' (decision 070): the code the customer shows at the store, made when the
    // order is ready (kept readable: the customer sees it again in Meu Perfil › Pedidos; compared in
    // constant time), when it was made ready (the term to collect counts from it), when the job
    // found it not collected in the term (then cancels it) and when it queued the customer's e-mail.
    pickupCode: text('pickup_code'),
    pickupReadyAt: timestamptz('pickup_ready_at'),
    pickupExpiredAt: timestamptz('pickup_expired_at'),
    pickupExpiredMailedAt: timestamptz('pickup_expired_mailed_at'),
    totalCents: integer('total_cents').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    installments: integer('installments').notNull().default(1),
    // Only brand and last four digits: card number and CVV never reach the database (docs/SECURITY.md, Payments).
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paymentReference: text('payment_reference'),
    pixPayload: text('pix_payload'),
    boletoLine: text('boleto_line'),
    paidAt: timestamptz('paid_at'),
    // Pix and boleto orders not paid by then are cancelled and their stock returns (expire-unpaid-orders.ts).
    paymentDeadline: timestamptz('payment_deadline'),
    paidById: userRef('paid_by_id'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    // The buyer as the NF-e names it (issue 28): CPF (11 digits) or CNPJ (14 characters: digits,
    // or letters and digits from July 2026); the IE indicator (indIEDest: 1 contributor, 2 exempt of
    // IE, 9 not a contributor) and the IE for contributors. Null on orders placed before.
    buyerDocument: text('buyer_document'),
    buyerIeIndicator: text('buyer_ie_indicator').$type<BuyerIeIndicator>(),
    buyerStateRegistration: text('buyer_state_registration'),
    idempotencyKey: text('idempotency_key'),
    // Lower-cased item names and customer name, so the back-office search is one indexed column.
    searchText: text('search_text').notNull().default(''),
    ...timestampColumns(),
    // Optimistic version for the back-office: a status change saved against an older one is refused.
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('orders_total_nonnegative', sql`${t.totalCents} >= 0`),
    check('orders_delivery_method', sql`${t.deliveryMethod} IN ('shipping', 'pickup')`),
    check('orders_stock_state', sql`${t.stockState} IN ('reserved', 'consumed', 'released', 'taken')`),
    check('orders_pickup_code', sql`${t.pickupCode} IS NULL OR (${t.deliveryMethod} = 'pickup' AND ${t.pickupCode} ~ '^[0-9]{6}$')`),
    // Retiradas and the job that cancels what nobody collected read the pickup orders only.
    index('orders_pickup_status_idx').on(t.status, t.pickupReadyAt).where(sql`delivery_method = 'pickup'`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_unpaid_deadline_idx').on(t.paymentDeadline).where(sql`payment_status = 'pending' AND status <> 'cancelled'`),
  ],
);

/** order_id of a row about one order (its lines, its history, its payments and invoice). */
export const requiredOrderId = (onDelete?: 'cascade') =>
  uuid('order_id')
    .notNull()
    .references(() => orders.id, onDelete ? { onDelete } : {});

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: requiredOrderId('cascade'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: requiredOrderId('cascade'),
    ...statusMoveColumns(),
    userId: userRef('user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A wrong pickup code typed at Retiradas (decision 078): who typed it and when. Five for an order
 * within 15 minutes refuse the next attempts (429) until the oldest leaves the window; the rows stay
 * as the record of who tried.
 */
export const pickupCodeAttempts = pgTable(
  'pickup_code_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: requiredOrderId('cascade'),
    ...recordedByColumns(),
  },
  (t) => [index('pickup_code_attempts_order_idx').on(t.orderId, t.createdAt)],
);
