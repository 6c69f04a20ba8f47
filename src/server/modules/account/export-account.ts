import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, favorites, orderStatusHistory, orders, products, user } from '../../db/schema';
import { notFound } from '../../http/errors';
import { listAddresses } from '../addresses';
import { itemsByOrder } from '../orders';

export const EXPORT_FILE_NAME = 'meus-dados-luz-da-fe.json';

/**
 * Everything the shop keeps about one customer (LGPD, right of access), in one JSON document:
 * profile, addresses, orders with items and status history, favourites and the saved cart.
 * Who on the staff changed an order is the shop's data, not the customer's, so it is left out.
 */
export async function exportAccount(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      lastLoginAt: user.lastLoginAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!profile) throw notFound('Conta não encontrada.');

  const [addresses, orderRows, favoriteRows, cartRows] = await Promise.all([
    listAddresses(db, userId),
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        installments: orders.installments,
        subtotalCents: orders.subtotalCents,
        shippingCents: orders.shippingCents,
        totalCents: orders.totalCents,
        cardBrand: orders.cardBrand,
        cardLast4: orders.cardLast4,
        paidAt: orders.paidAt,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        customerPhone: orders.customerPhone,
        shippingAddress: orders.shippingAddress,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt)),
    db
      .select({ productId: favorites.productId, name: products.name, createdAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt)),
    db
      .select({ productId: cartItems.productId, name: products.name, quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId)),
  ]);

  const orderIds = orderRows.map((o) => o.id);
  const [items, history] = await Promise.all([
    itemsByOrder(db, orderIds),
    orderIds.length
      ? db
          .select({
            orderId: orderStatusHistory.orderId,
            fromStatus: orderStatusHistory.fromStatus,
            toStatus: orderStatusHistory.toStatus,
            note: orderStatusHistory.note,
            createdAt: orderStatusHistory.createdAt,
          })
          .from(orderStatusHistory)
          .where(inArray(orderStatusHistory.orderId, orderIds))
          .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id))
      : [],
  ]);

  return {
    exportedAt: new Date().toISOString(),
    profile,
    addresses,
    orders: orderRows.map((order) => ({
      ...order,
      items: items.get(order.id) ?? [],
      statusHistory: history.filter((h) => h.orderId === order.id).map(({ orderId: _, ...entry }) => entry),
    })),
    favorites: favoriteRows,
    cart: cartRows,
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccount>>;
