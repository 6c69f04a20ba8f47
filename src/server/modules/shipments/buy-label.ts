import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { onlyDigits } from '../../../domain/brazil';
import type { AppContext, SessionUser } from '../../context';
import { shipments } from '../../db/schema';
import { readShippingSettings } from '../../db/settings-store';
import { AppError } from '../../http/errors';
import { consumeOrderStock } from '../orders';
import { type LabelState, loadShippingAccount, ShippingProviderError, shippingSender } from '../shipping';
import { dispatchableOrder } from './dispatch-checks';

// 'Comprar etiqueta' (issue 37, decision 063): bought once whatever happens — a double click, a
// retry after a timeout, two instances. The order's live label row is inserted or found and
// claimed in one short transaction (as the fiscal job claims its invoice); the provider is called
// outside it; every step after the cart reads the label's state first, so a label already paid is
// never paid again, and a claim left by an instance that died is taken over after five minutes.

export const LABEL_IN_PROGRESS_MESSAGE = 'A etiqueta deste pedido já está sendo comprada. Aguarde um instante e atualize a página.';
const CLAIM_STALE_AFTER = sql`now() - interval '5 minutes'`;

type ShipmentRow = typeof shipments.$inferSelect;

/** Inserts the order's label row, or finds the live one, and claims it; null when another call holds it. */
async function claimLabel(
  ctx: Pick<AppContext, 'database' | 'shipping'>,
  orderId: string,
  service: { id: string; name: string; carrier: string; priceCents: number },
  user: SessionUser,
) {
  return ctx.database.db.transaction(async (tx) => {
    await tx
      .insert(shipments)
      .values({
        orderId,
        provider: ctx.shipping.name,
        serviceId: service.id,
        serviceName: service.name,
        carrier: service.carrier,
        priceCents: service.priceCents,
        createdById: user.id,
      })
      .onConflictDoNothing({ target: shipments.orderId, where: sql`status <> 'canceled'` });
    const [live] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'canceled')))
      .for('update');
    if (!live) throw new Error(`order ${orderId}: no live label after insert`);
    if (live.status !== 'buying') return { row: live, claimed: false };
    const [claimed] = await tx
      .update(shipments)
      .set({ claimedAt: new Date(), attempts: sql`${shipments.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(shipments.id, live.id), or(isNull(shipments.claimedAt), lt(shipments.claimedAt, CLAIM_STALE_AFTER))))
      .returning();
    return claimed ? { row: claimed, claimed: true } : { row: live, claimed: false };
  });
}

const update = (ctx: Pick<AppContext, 'database'>, id: number, set: Partial<ShipmentRow>) =>
  ctx.database.db
    .update(shipments)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(shipments.id, id))
    .returning()
    .then((r) => r[0]!);

/** The label as bought: tracking code, the state the provider gave. */
function purchased(state: LabelState): Partial<ShipmentRow> {
  return {
    status: 'purchased',
    purchasedAt: new Date(),
    providerStatus: state.status,
    trackingCode: state.trackingCode,
    trackingUrl: state.trackingUrl,
    claimedAt: null,
    lastError: null,
    lastNewsAt: new Date(),
  };
}

export async function buyLabel(
  ctx: Pick<AppContext, 'database' | 'config' | 'shipping'>,
  user: SessionUser,
  input: { orderId: string; serviceId: string },
): Promise<ShipmentRow> {
  const { db } = ctx.database;
  const { order, items, parcel, invoiceKey } = await dispatchableOrder(db, input.orderId, { needKey: true });
  const account = await loadShippingAccount(ctx);
  const sender = await shippingSender(db);
  const settings = await readShippingSettings(db);

  // The service chosen must be one the provider quotes for this parcel now (its price is recorded).
  const quotes = await ctx.shipping.quote(account, { fromCep: sender.cep || settings.originCep, toCep: order.shippingAddress.cep, parcel }).catch((err) => {
    throw providerError(err);
  });
  const service = quotes.find((q) => q.serviceId === input.serviceId);
  if (!service) throw new AppError('BAD_REQUEST', 'Escolha um dos serviços cotados para este pedido.');

  const { row, claimed } = await claimLabel(
    ctx,
    order.id,
    { id: service.serviceId, name: service.serviceName, carrier: service.carrier, priceCents: service.priceCents },
    user,
  );
  if (!claimed) {
    if (row.status === 'buying') throw new AppError('LABEL_IN_PROGRESS', LABEL_IN_PROGRESS_MESSAGE);
    return row; // Bought already (a double click, a retry): the same label.
  }

  try {
    let providerId = row.providerId;
    if (!providerId) {
      const a = order.shippingAddress;
      const cart = await ctx.shipping.addToCart(account, {
        reference: order.id,
        serviceId: row.serviceId,
        from: sender,
        to: {
          name: order.customerName,
          phone: order.customerPhone,
          email: order.customerEmail,
          document: onlyDigits(order.buyerDocument ?? ''),
          street: a.street,
          number: a.number,
          complement: a.complement ?? '',
          district: a.neighborhood,
          city: a.city,
          state: a.state,
          cep: a.cep,
        },
        products: items.map((i) => ({ name: i.name, quantity: i.quantity, unitPriceCents: i.unitPriceCents })),
        parcel,
        invoiceKey: invoiceKey!,
      });
      providerId = cart.id;
      await update(ctx, row.id, { providerId, priceCents: cart.priceCents || row.priceCents });
    }
    // Resume from what the provider says: pay only what is still in the cart.
    let state = (await ctx.shipping.state(account, [providerId]))[providerId];
    if (!state) throw new ShippingProviderError('O provedor não encontrou a etiqueta no carrinho.');
    if (state.status === 'pending') await ctx.shipping.checkout(account, providerId);
    if (state.status === 'pending' || state.status === 'released') await ctx.shipping.generate(account, providerId);
    state = (await ctx.shipping.state(account, [providerId]))[providerId] ?? state;
    const bought = state;
    // The goods leave the fulfilling place with the label (decision 069): the order's reservation
    // becomes its sale movement in the transaction recording the purchase — once, under the
    // order's lock (taken first, as every order move does), whether this or Enviado comes first.
    return await db.transaction(async (tx) => {
      await consumeOrderStock(tx, order.id, user);
      const [recorded] = await tx
        .update(shipments)
        .set({ ...purchased(bought), updatedAt: new Date() })
        .where(eq(shipments.id, row.id))
        .returning();
      return recorded!;
    });
  } catch (err) {
    await update(ctx, row.id, { claimedAt: null, lastError: err instanceof Error ? err.message : String(err) });
    throw providerError(err);
  }
}

export function providerError(err: unknown): Error {
  if (err instanceof ShippingProviderError) return new AppError('SHIPPING_PROVIDER_ERROR', err.message);
  return err instanceof Error ? err : new Error(String(err));
}
