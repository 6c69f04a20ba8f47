import { and, eq, inArray } from 'drizzle-orm';
import { missingMeasuresMessage } from '../../../domain/product-measures';
import { parcelOf } from '../../../domain/shipping';
import type { DbOrTx } from '../../db/client';
import { fiscalInvoices, orderItems, orders, products } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export const ORDER_NOT_FOUND = 'Pedido não encontrado.';
export const NOT_PAID_MESSAGE = 'Só pedidos pagos vão para a Expedição.';
export const NFE_KEY_MISSING_MESSAGE = 'Emita a NF-e do pedido antes: a etiqueta precisa da chave de uma nota autorizada.';
export const NOT_SHIPPABLE_MESSAGE = 'Este pedido não é de entrega (ou já foi cancelado).';

/** The authorised NF-e keys of these orders. */
export async function invoiceKeysOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: fiscalInvoices.orderId, key: fiscalInvoices.accessKey })
    .from(fiscalInvoices)
    .where(and(inArray(fiscalInvoices.orderId, orderIds), eq(fiscalInvoices.status, 'authorized')));
  // The rows are these orders' (inArray), so orderId is set: a transfer's NF-e has none.
  return new Map(rows.filter((r) => r.key && r.orderId).map((r) => [r.orderId!, r.key!]));
}

/** Each order's items with their product's code and measures (the product as it is now). */
export async function itemsWithMeasures(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      code: products.code,
      shelf: products.shelf,
      box: products.box,
      weightGrams: products.weightGrams,
      heightCm: products.heightCm,
      widthCm: products.widthCm,
      lengthCm: products.lengthCm,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.orderId, orderItems.id);
}

type ItemRow = Awaited<ReturnType<typeof itemsWithMeasures>>[number];

export const missingOf = (items: ItemRow[]) =>
  missingMeasuresMessage(
    items.map((i) => ({
      name: i.name,
      code: i.code ?? '—',
      weightGrams: i.weightGrams,
      heightCm: i.heightCm,
      widthCm: i.widthCm,
      lengthCm: i.lengthCm,
    })),
  );

/**
 * What a label needs of an order, or the refusal naming what is missing: paid, for delivery, every
 * item with weight and measures, and (for buying) the authorised NF-e key.
 */
export async function dispatchableOrder(db: DbOrTx, orderId: string, opts: { needKey: boolean }) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.paymentStatus !== 'paid') throw new AppError('ORDER_NOT_PAID', NOT_PAID_MESSAGE);
  if (order.deliveryMethod !== 'shipping' || order.status === 'cancelled') throw new AppError('NOT_SHIPPABLE', NOT_SHIPPABLE_MESSAGE);
  const items = await itemsWithMeasures(db, [orderId]);
  const missing = missingOf(items);
  if (missing) throw new AppError('MEASURES_MISSING', missing);
  const key = (await invoiceKeysOf(db, [orderId])).get(orderId) ?? null;
  if (opts.needKey && !key) throw new AppError('NFE_KEY_MISSING', NFE_KEY_MISSING_MESSAGE);
  const parcel = parcelOf(items.map((i) => ({ ...i, unitPriceCents: i.unitPriceCents })));
  return { order, items, parcel, invoiceKey: key };
}
