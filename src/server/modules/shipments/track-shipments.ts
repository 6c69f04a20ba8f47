import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { shortOrderId } from '../../../domain/ids';
import type { AppContext } from '../../context';
import { orders, shipments, user } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { customerLetter } from '../../mail/letter';
import type { Email } from '../../mail/outbox';
import { setOrderStatus } from '../orders';
import { advanceSandboxLabel, type LabelState, loadShippingAccount } from '../shipping';

// Tracking (issue 37): the provider's news about a label — a signed webhook, the polling job, or
// the demo's sandbox events — moves the label and the order (Enviado, Entregue) and sends the
// customer one e-mail when it ships and one when it is delivered. Every step is conditional, so
// the same news applied twice (a repeated webhook, a poll after a webhook) changes things once.

type ShipmentRow = typeof shipments.$inferSelect;
type Ctx = Pick<AppContext, 'database' | 'config' | 'mailer'>;

const RANK: Record<string, number> = { buying: 0, purchased: 1, posted: 2, delivered: 3 };

function shippedEmail(o: { id: string; name: string; to: string }, s: ShipmentRow, orderUrl: string): Email {
  const code = s.trackingCode ?? '—';
  const link = s.trackingUrl ?? orderUrl;
  return {
    kind: 'order-shipped',
    to: o.to,
    subject: `Seu pedido #${shortOrderId(o.id)} foi enviado`,
    text: customerLetter(o.name, [
      `Seu pedido #${shortOrderId(o.id)} foi postado (${s.carrier} — ${s.serviceName}).`,
      `Código de rastreio: ${code}`,
      `Acompanhe a entrega: ${link}`,
    ]),
  };
}

function deliveredEmail(o: { id: string; name: string; to: string }, orderUrl: string): Email {
  return {
    kind: 'order-delivered',
    to: o.to,
    subject: `Seu pedido #${shortOrderId(o.id)} foi entregue`,
    text: customerLetter(o.name, [`Seu pedido #${shortOrderId(o.id)} foi entregue. Esperamos que goste!`, `Detalhes do pedido: ${orderUrl}`]),
  };
}

/** Applies what the provider says of a label. Returns the label as it is afterwards. */
export async function applyLabelState(ctx: Ctx, shipment: ShipmentRow, state: LabelState): Promise<ShipmentRow> {
  const { db } = ctx.database;
  const now = new Date();
  const target = state.status === 'delivered' ? 'delivered' : state.status === 'posted' ? 'posted' : null;
  const tracking = { trackingCode: state.trackingCode ?? shipment.trackingCode, trackingUrl: state.trackingUrl ?? shipment.trackingUrl };
  if (target) {
    // Only forward: a late 'posted' after 'delivered' changes nothing.
    await db
      .update(shipments)
      .set({
        status: target,
        providerStatus: state.status,
        ...tracking,
        lastNewsAt: now,
        updatedAt: now,
        ...(target === 'posted' ? { postedAt: now } : { deliveredAt: now, postedAt: sql`coalesce(${shipments.postedAt}, now())` as unknown as Date }),
      })
      .where(
        and(
          eq(shipments.id, shipment.id),
          inArray(
            shipments.status,
            Object.keys(RANK).filter((k) => RANK[k]! < RANK[target]!),
          ),
        ),
      );
  } else if (state.status === 'canceled' && shipment.status !== 'canceled') {
    await db
      .update(shipments)
      .set({ status: 'canceled', canceledAt: now, cancelReason: 'Cancelada no provedor', lastNewsAt: now, updatedAt: now })
      .where(eq(shipments.id, shipment.id));
  } else {
    await db
      .update(shipments)
      .set({ providerStatus: state.status, ...tracking, lastNewsAt: now, updatedAt: now })
      .where(eq(shipments.id, shipment.id));
  }
  const [after] = await db.select().from(shipments).where(eq(shipments.id, shipment.id));
  if (!after || (after.status !== 'posted' && after.status !== 'delivered')) return after ?? shipment;

  // The order follows through its own status function (history, payment check); again, only forward.
  const orderTarget = after.status === 'delivered' ? 'delivered' : 'shipped';
  await setOrderStatus(db, {
    orderId: after.orderId,
    status: orderTarget,
    user: null,
    note: after.trackingCode ? `Rastreio ${after.trackingCode} (${after.carrier})` : `Envio (${after.carrier})`,
    onlyIf: (row) => row.status === 'processing' || (orderTarget === 'delivered' && row.status === 'shipped'),
  });

  // One e-mail per step, to the account's own address, marked on the label in the same transaction.
  const [o] = await db
    .select({ id: orders.id, name: orders.customerName, to: user.email })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .where(eq(orders.id, after.orderId));
  if (!o) return after;
  const orderUrl = `${ctx.config.publicUrl}/perfil?tab=pedidos`;
  await db.transaction(async (tx) => {
    if (after.status === 'posted') {
      const [marked] = await tx
        .update(shipments)
        .set({ shippedEmailAt: now })
        .where(and(eq(shipments.id, after.id), isNull(shipments.shippedEmailAt)))
        .returning({ id: shipments.id });
      if (marked) await ctx.mailer.enqueue(shippedEmail(o, after, orderUrl), tx);
    } else {
      const [marked] = await tx
        .update(shipments)
        .set({ deliveredEmailAt: now })
        .where(and(eq(shipments.id, after.id), isNull(shipments.deliveredEmailAt)))
        .returning({ id: shipments.id });
      if (marked) await ctx.mailer.enqueue(deliveredEmail(o, orderUrl), tx);
    }
  });
  return after;
}

/** Labels bought or posted without news for a day are read from the provider (a lost webhook never leaves an order behind). */
export async function pollQuietShipments(ctx: Pick<AppContext, 'database' | 'config' | 'mailer' | 'shipping'>, opts: { olderThan?: Date } = {}) {
  const { db } = ctx.database;
  const before = opts.olderThan ?? new Date(Date.now() - 24 * 60 * 60 * 1000);
  const quiet = await db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.provider, ctx.shipping.name),
        inArray(shipments.status, ['purchased', 'posted']),
        or(isNull(shipments.lastNewsAt), lt(shipments.lastNewsAt, before)),
      ),
    )
    .limit(100);
  const withId = quiet.filter((s) => s.providerId);
  if (withId.length === 0) return 0;
  const account = await loadShippingAccount(ctx);
  const states = await ctx.shipping.state(
    account,
    withId.map((s) => s.providerId!),
  );
  for (const s of withId) {
    const state = states[s.providerId!];
    if (state) await applyLabelState(ctx, s, state);
  }
  return withId.length;
}

/** Demo only: the sandbox's carrier posts or delivers the parcel, and the shop hears of it as from a webhook. */
export async function sandboxEvent(ctx: Pick<AppContext, 'database' | 'config' | 'mailer' | 'shipping'>, id: number, status: 'posted' | 'delivered') {
  const [row] = await ctx.database.db.select().from(shipments).where(eq(shipments.id, id));
  if (!row?.providerId) throw notFound('Etiqueta não encontrada.');
  const state = await advanceSandboxLabel(ctx.database, row.providerId, status);
  if (!state) throw new AppError('CONFLICT', status === 'posted' ? 'Só uma etiqueta gerada pode ser postada.' : 'Só uma etiqueta postada pode ser entregue.');
  const after = await applyLabelState(ctx, row, state);
  return { shipment: { id: after.id, status: after.status, trackingCode: after.trackingCode } };
}
