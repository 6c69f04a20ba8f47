import { type SQL, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../domain/payment';
import type { DeliveryMethod } from '../../../domain/shipping';
import type { ShippingAddress } from '../../db/schema';
import { enqueueInvoiceOnPaidSql } from '../fiscal';
import type { PaymentColumns } from '../payments';

export type { PaymentColumns };

export type NewOrderRow = {
  id: string;
  userId: string;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  paymentMethod: PaymentMethod;
  installments: number;
  customer: {
    name: string;
    email: string;
    phone: string;
    /** The NF-e's buyer (issue 28); orders written without a checkout (demo, bench) may leave it out. */
    document?: string | null;
    ieIndicator?: string | null;
    stateRegistration?: string | null;
  };
  address: ShippingAddress;
  key: string | null;
  searchText: string;
  createdAt: Date;
  paymentDeadline: Date | null;
  /** The place the order's units are reserved at (decision 069): the order is written 'reserved'. */
  fulfilmentLocationId: number;
  /** 'pickup': collected at the store whose place fulfils it (decision 070). */
  deliveryMethod: DeliveryMethod;
};

export type OrderLine = { productId: number; name: string; unitPriceCents: number; quantity: number };

/**
 * The order, its items, its first status-history row and the emptied saved cart as CTEs
 * (`new_order`, `new_items`, `new_history`, `cleared_cart`) for placeOrder's single write.
 * The foreign keys of items and history are checked at the end of the statement, when the order
 * row exists. An order still to be charged (`clearCart: false`) keeps the cart until its charge is recorded.
 */
export function insertOrderCtes(row: NewOrderRow, lines: OrderLine[], paid: PaymentColumns | null, opts: { clearCart?: boolean } = {}): SQL {
  const at = row.createdAt.toISOString();
  const items = lines.map((l, seq) => ({ seq, product_id: l.productId, name: l.name, unit_price_cents: l.unitPriceCents, quantity: l.quantity }));
  return sql`new_order AS (
      INSERT INTO orders (id, user_id, status, subtotal_cents, shipping_cents, total_cents, payment_method, payment_status,
        installments, customer_name, customer_email, customer_phone, buyer_document, buyer_ie_indicator, buyer_state_registration,
        shipping_address, idempotency_key, search_text, created_at, updated_at, pix_payload, boleto_line, payment_reference, payment_deadline,
        fulfilment_location_id, stock_state, delivery_method)
      VALUES (${row.id}::uuid, ${row.userId}, 'pending', ${row.subtotalCents}, ${row.shippingCents}, ${row.totalCents},
        ${row.paymentMethod}, 'pending', ${row.installments}, ${row.customer.name}, ${row.customer.email}, ${row.customer.phone},
        ${row.customer.document ?? null}, ${row.customer.ieIndicator ?? null}, ${row.customer.stateRegistration ?? null},
        ${JSON.stringify(row.address)}::jsonb, ${row.key}, ${row.searchText}, ${at}::timestamptz, ${at}::timestamptz,
        ${paid?.pixPayload ?? null}, ${paid?.boletoLine ?? null}, ${paid?.paymentReference ?? null},
        ${row.paymentDeadline?.toISOString() ?? null}::timestamptz,
        ${row.fulfilmentLocationId}, 'reserved', ${row.deliveryMethod})
      RETURNING id
    ),
    new_items AS (
      INSERT INTO order_items (order_id, product_id, name, unit_price_cents, quantity)
      SELECT ${row.id}::uuid, i.product_id, i.name, i.unit_price_cents, i.quantity
      FROM jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS i(seq int, product_id int, name text, unit_price_cents int, quantity int)
      ORDER BY i.seq
    ),
    new_history AS (
      INSERT INTO order_status_history (order_id, from_status, to_status, note, user_id, created_at)
      VALUES (${row.id}::uuid, NULL, 'pending', 'Pedido realizado', ${row.userId}, ${at}::timestamptz)
    ),
    cleared_cart AS (DELETE FROM cart_items WHERE user_id = ${opts.clearCart === false ? null : row.userId})`;
}

export const PAYMENT_APPROVED_NOTE = 'Pagamento aprovado';

/**
 * The UPDATE (CTEs `paid_order`, `paid_history`, `paid_invoice_job`: issue 28's invoice job when approved) recording what the provider answered for a card (status, brand, last 4, reference).
 * Only an order whose charge is not recorded yet (no payment_reference) is updated: `paid_order` is
 * empty for a repeat, and whatever else the statement writes is written only with it. The UPDATE's
 * row lock queues a repeat racing the first, which then finds the reference set.
 * An approved card moves the order on to 'processing' with its history row: paid orders are the
 * ones the warehouse should pick, and 'Pendente' would read as "waiting for the customer".
 */
export function updatePaymentCtes(orderId: string, paid: PaymentColumns, by: { userId: string; at: Date }): SQL {
  const approved = paid.paymentStatus === 'paid';
  return sql`paid_order AS (
      UPDATE orders SET
      status = CASE WHEN ${approved} AND status = 'pending' THEN 'processing' ELSE status END,
      version = version + 1,
      payment_status = COALESCE(${paid.paymentStatus ?? null}, payment_status),
      paid_at = COALESCE(${paid.paidAt?.toISOString() ?? null}::timestamptz, paid_at),
      card_brand = COALESCE(${paid.cardBrand ?? null}, card_brand),
      card_last4 = COALESCE(${paid.cardLast4 ?? null}, card_last4),
      payment_reference = COALESCE(${paid.paymentReference ?? null}, payment_reference),
      pix_payload = COALESCE(${paid.pixPayload ?? null}, pix_payload),
      boleto_line = COALESCE(${paid.boletoLine ?? null}, boleto_line)
    WHERE id = ${orderId}::uuid AND payment_reference IS NULL
    RETURNING status
    ),
    paid_history AS (
      INSERT INTO order_status_history (order_id, from_status, to_status, note, user_id, created_at)
      SELECT ${orderId}::uuid, 'pending', 'processing', ${PAYMENT_APPROVED_NOTE}, ${by.userId}, ${by.at.toISOString()}::timestamptz
      FROM paid_order WHERE ${approved} AND paid_order.status = 'processing'
    ),
    paid_invoice_job AS (${enqueueInvoiceOnPaidSql(orderId, sql`${approved} AND EXISTS (SELECT 1 FROM paid_order)`)})`;
}

/**
 * How many unpaid Pix and boleto orders the customer holds (scalar subquery). `lower()` keeps the
 * planner off `orders_unpaid_deadline_idx`, which holds every customer's pending orders: when the
 * statistics lag behind a rush of orders (autoanalyze waits for 10% of the table to change) the
 * planner took it for a few rows and read all of them for every checkout (7.5 ms with 20,000
 * pending); this way it reads the customer's own orders (`orders_user_created_idx`, 0.1–0.3 ms).
 */
export const unpaidOrdersCountSql = (userId: string): SQL =>
  sql`(SELECT count(*)::int FROM orders WHERE user_id = ${userId} AND lower(payment_status) = 'pending' AND status <> 'cancelled' AND payment_deadline IS NOT NULL)`;
