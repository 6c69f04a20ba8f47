import { asc, eq, sql } from 'drizzle-orm';
import type { AdminOrderDetails, OrderHistoryEntry } from '../../../domain/api/admin-orders';
import type { OrderStatus } from '../../../domain/order-status';
import type { PaymentMethod, PaymentStatus } from '../../../domain/payment';
import { ORDER_NOT_FOUND_MESSAGE } from '../../../domain/schemas/admin-orders';
import type { DbOrTx } from '../../db/client';
import { orderStatusHistory, orders, user } from '../../db/schema';
import { notFound } from '../../http/errors';
import { itemsByOrder } from './customer-order';
import { getOrderDivergentPayments, getOrderProviderPayment } from './get-order-provider-payment';

export type { AdminOrderDetails, OrderHistoryEntry };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function getOrderDetails(db: DbOrTx, orderId: string): Promise<AdminOrderDetails> {
  if (!UUID.test(orderId)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const paidBy = sql<string | null>`(SELECT u.name FROM "user" u WHERE u.id = ${orders.paidById})`;
  // The fulfilling place by its name: a store's place reads its store's (decision 062).
  const place = sql<string>`(SELECT coalesce(s.name, l.name) FROM stock_locations l LEFT JOIN stores s ON s.id = l.store_id WHERE l.id = ${orders.fulfilmentLocationId})`;
  const [row] = await db.select({ order: orders, paidByName: paidBy, place }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const [items, history, provider, divergent] = await Promise.all([
    itemsByOrder(db, [orderId]),
    db
      .select({ move: orderStatusHistory, userName: user.name })
      .from(orderStatusHistory)
      .leftJoin(user, eq(user.id, orderStatusHistory.userId))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    getOrderProviderPayment(db, orderId),
    getOrderDivergentPayments(db, orderId),
  ]);
  const o = row.order;
  return {
    id: o.id,
    createdAt: o.createdAt.toISOString(),
    status: o.status as OrderStatus,
    version: o.version,
    subtotalCents: o.subtotalCents,
    shippingCents: o.shippingCents,
    totalCents: o.totalCents,
    customer: { id: o.userId, name: o.customerName, email: o.customerEmail, phone: o.customerPhone },
    buyer: o.buyerDocument ? { document: o.buyerDocument, ieIndicator: o.buyerIeIndicator ?? '9', stateRegistration: o.buyerStateRegistration } : null,
    shippingAddress: o.shippingAddress,
    stock: { state: o.stockState, place: row.place },
    deliveryMethod: o.deliveryMethod,
    // 'Retirar na loja' (decision 070): the store is the fulfilling place's.
    pickupStoreName: o.deliveryMethod === 'pickup' ? row.place : null,
    payment: {
      method: o.paymentMethod as PaymentMethod,
      status: o.paymentStatus as PaymentStatus,
      installments: o.installments,
      cardBrand: o.cardBrand,
      cardLast4: o.cardLast4,
      paidAt: iso(o.paidAt),
      paidByName: row.paidByName,
      provider,
      divergent,
    },
    items: items.get(orderId) ?? [],
    history: history.map(({ move, userName }) => ({
      id: move.id,
      fromStatus: move.fromStatus as OrderStatus | null,
      toStatus: move.toStatus as OrderStatus,
      note: move.note,
      userName,
      createdAt: move.createdAt.toISOString(),
    })),
  };
}
