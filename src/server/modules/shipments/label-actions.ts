import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DispatchOrder, ShipmentStatus } from '../../../domain/api/shipments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { orders, shipments } from '../../db/schema';
import { readShippingSettings } from '../../db/settings-store';
import { AppError, notFound } from '../../http/errors';
import { loadShippingAccount, shippingSender } from '../shipping';
import { providerError } from './buy-label';
import { dispatchableOrder, invoiceKeysOf, itemsWithMeasures, missingOf } from './dispatch-checks';

export const LABEL_NOT_FOUND = 'Etiqueta não encontrada.';
export const NOT_CANCELLABLE_MESSAGE = 'O provedor não permite mais cancelar esta etiqueta (já postada ou cancelada).';

async function findLabel(db: Db, id: number) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  if (!row) throw notFound(LABEL_NOT_FOUND);
  return row;
}

/** The services the provider quotes for the order's parcel, from the shop to the customer's CEP. */
export async function quoteOrder(ctx: Pick<AppContext, 'database' | 'config' | 'shipping'>, orderId: string) {
  const { order, parcel } = await dispatchableOrder(ctx.database.db, orderId, { needKey: false });
  const sender = await shippingSender(ctx.database.db);
  const settings = await readShippingSettings(ctx.database.db);
  const account = await loadShippingAccount(ctx);
  try {
    return await ctx.shipping.quote(account, { fromCep: sender.cep || settings.originCep, toCep: order.shippingAddress.cep, parcel });
  } catch (err) {
    throw providerError(err);
  }
}

/** The label to print: the sandbox's PDF, or the provider's address of it. */
export async function printLabel(ctx: Pick<AppContext, 'database' | 'config' | 'shipping'>, id: number) {
  const row = await findLabel(ctx.database.db, id);
  if (row.status === 'buying' || row.status === 'canceled' || !row.providerId)
    throw new AppError('CONFLICT', 'Esta etiqueta não está disponível para impressão.');
  try {
    return await ctx.shipping.print(await loadShippingAccount(ctx), row.providerId);
  } catch (err) {
    throw providerError(err);
  }
}

/** Asks the provider whether the label can still be cancelled, then cancels it; the row is kept, marked cancelled, with who and why. */
export async function cancelLabel(ctx: Pick<AppContext, 'database' | 'config' | 'shipping'>, id: number, reason: string) {
  const row = await findLabel(ctx.database.db, id);
  if (row.status === 'canceled') return row;
  if (row.status === 'buying') throw new AppError('LABEL_IN_PROGRESS', 'A compra desta etiqueta não terminou: tente comprar de novo antes de cancelar.');
  const account = await loadShippingAccount(ctx);
  try {
    if (!row.providerId || !(await ctx.shipping.cancellable(account, row.providerId))) throw new AppError('LABEL_NOT_CANCELLABLE', NOT_CANCELLABLE_MESSAGE);
    if (!(await ctx.shipping.cancel(account, row.providerId, reason))) throw new AppError('LABEL_NOT_CANCELLABLE', NOT_CANCELLABLE_MESSAGE);
  } catch (err) {
    throw providerError(err);
  }
  const [done] = await ctx.database.db
    .update(shipments)
    .set({ status: 'canceled', canceledAt: new Date(), cancelReason: reason, updatedAt: new Date() })
    .where(eq(shipments.id, id))
    .returning();
  return done!;
}

/** Paid orders for delivery that are waiting to ship, or shipped and not yet delivered, oldest first. */
export async function listDispatchQueue(db: Db): Promise<DispatchOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      customerName: orders.customerName,
      address: orders.shippingAddress,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'paid'), eq(orders.deliveryMethod, 'shipping'), inArray(orders.status, ['processing', 'shipped'])))
    .orderBy(orders.createdAt)
    .limit(200);
  const ids = rows.map((r) => r.id);
  const [keys, items, labels] = await Promise.all([
    invoiceKeysOf(db, ids),
    itemsWithMeasures(db, ids),
    ids.length
      ? db
          .select()
          .from(shipments)
          .where(and(inArray(shipments.orderId, ids), ne(shipments.status, 'canceled')))
      : Promise.resolve([]),
  ]);
  return rows.map((r) => {
    const own = items.filter((i) => i.orderId === r.id);
    const label = labels.find((l) => l.orderId === r.id);
    return {
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      customerName: r.customerName,
      cep: r.address.cep,
      city: r.address.city,
      state: r.address.state,
      totalCents: r.totalCents,
      itemCount: own.reduce((n, i) => n + i.quantity, 0),
      invoiceKey: keys.get(r.id) ?? null,
      missingMeasures: missingOf(own),
      shipment: label
        ? {
            id: label.id,
            status: label.status as ShipmentStatus,
            serviceName: label.serviceName,
            carrier: label.carrier,
            priceCents: label.priceCents,
            trackingCode: label.trackingCode,
            trackingUrl: label.trackingUrl,
            lastError: label.lastError,
          }
        : null,
    };
  });
}
