import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fiscalInvoices, orders, products, shipments, shippingSandboxLabels, shippingWebhookEvents } from '@/server/db/schema';
import { pollQuietShipments } from '@/server/modules/shipments';
import { buyLabel, LABEL_IN_PROGRESS_MESSAGE } from '@/server/modules/shipments/buy-label';
import { NFE_KEY_MISSING_MESSAGE } from '@/server/modules/shipments/dispatch-checks';
import { advanceSandboxLabel } from '@/server/modules/shipping/sandbox-shipping-provider';
import { createProduct, staffUser } from '../support/app-fixtures';
import { orderBody } from '../support/fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// Expedição and tracking (issue 37): a paid order with an authorised NF-e gets one label, however
// many times and from however many places 'Comprar etiqueta' is pressed; the tracking moves it to
// Enviado and Entregue once, with one e-mail each.
const t = setUpTestApp();
const customer = signInForSuite(t, 'customer');
const staff = signInForSuite(t, 'staff');
const db = () => t.ctx.database.db;

const MEASURES = { weightGrams: 120, heightCm: 4, widthCm: 11, lengthCm: 16 };
let keySeq = 0;

/** A paid order (Pix, marked paid) of a product with measures, with an authorised NF-e unless told otherwise. */
async function paidOrder(opts: { measures?: boolean; invoice?: boolean } = {}) {
  const p = await createProduct(t, { stock: 10, priceCents: 3490 });
  if (opts.measures !== false) await db().update(products).set(MEASURES).where(eq(products.id, p.id));
  const res = await customer.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 2 }], { paymentMethod: 'pix' }));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const id = res.body.order.id as string;
  await db().update(orders).set({ paymentStatus: 'paid', status: 'processing', paidAt: new Date() }).where(eq(orders.id, id));
  if (opts.invoice !== false) {
    const key = `35261111222333000181550010000000${String(++keySeq).padStart(11, '0')}9`;
    await db()
      .insert(fiscalInvoices)
      .values({ orderId: id, status: 'authorized', provider: 'sandbox', environment: 'homologacao', reference: id, accessKey: key });
  }
  return { id, product: p };
}

const liveLabels = (orderId: string) => db().select().from(shipments).where(eq(shipments.orderId, orderId));
const orderStatus = async (id: string) => (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
const mails = async (kind: string, orderId: string) =>
  (
    await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM outbox WHERE kind = ${kind} AND subject LIKE ${`%${orderId.slice(-6).toUpperCase()}%`}`,
    )
  ).rows[0]!.n;

describe('Expedição: refusals', () => {
  it('names every item without weight or measures, asks for the NF-e, and writes nothing', async () => {
    const noMeasures = await paidOrder({ measures: false });
    const res = await staff.get(`/api/admin/shipments/orders/${noMeasures.id}/quotes`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      `Cadastre peso e medidas antes de despachar. ${noMeasures.product.name} (${noMeasures.product.code}): falta peso, altura, largura, comprimento.`,
    );
    const noInvoice = await paidOrder({ invoice: false });
    const quotes = await staff.get(`/api/admin/shipments/orders/${noInvoice.id}/quotes`);
    expect(quotes.status).toBe(200);
    const buy = await staff.post(`/api/admin/shipments/orders/${noInvoice.id}/label`, { serviceId: 'sandbox-pac' });
    expect([buy.status, buy.body.error.message]).toEqual([409, NFE_KEY_MISSING_MESSAGE]);
    expect(await liveLabels(noInvoice.id)).toEqual([]);
    // The list says why, before anyone presses the button.
    const list = (await staff.get('/api/admin/shipments')).body.orders as { id: string; invoiceKey: string | null; missingMeasures: string | null }[];
    expect(list.find((o) => o.id === noInvoice.id)).toMatchObject({ invoiceKey: null, missingMeasures: null });
    expect(list.find((o) => o.id === noMeasures.id)?.missingMeasures).toContain('falta peso');
  });

  it('is the Almoxarife’s and up: a clerk (Funcionário) is refused', async () => {
    const clerk = t.client();
    await clerk.signIn('loja@luzdafe.test', 'demo1234');
    expect((await clerk.get('/api/admin/shipments')).status).toBe(403);
  });
});

describe('Expedição: buying a label once', () => {
  it('quotes, buys, prints; a second click answers the same label and pays nothing more', async () => {
    const { id } = await paidOrder();
    const quotes = (await staff.get(`/api/admin/shipments/orders/${id}/quotes`)).body.quotes;
    expect(quotes.map((q: { serviceId: string }) => q.serviceId)).toEqual(['sandbox-pac', 'sandbox-sedex']);
    const first = await staff.post(`/api/admin/shipments/orders/${id}/label`, { serviceId: 'sandbox-sedex' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.shipment).toMatchObject({ status: 'purchased', trackingCode: expect.stringMatching(/^SB\d{9}BR$/) });
    const again = await staff.post(`/api/admin/shipments/orders/${id}/label`, { serviceId: 'sandbox-pac' });
    expect(again.body.shipment).toEqual(first.body.shipment);
    const sandbox = await db().select().from(shippingSandboxLabels).where(eq(shippingSandboxLabels.reference, id));
    expect(sandbox.map((l) => l.paidCount)).toEqual([1]);
    const pdf = await t.app.request(`http://localhost/api/admin/shipments/${first.body.shipment.id}/label`, {
      headers: { cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    const list = (await staff.get('/api/admin/shipments')).body.orders as { id: string; shipment: { status: string } | null }[];
    expect(list.find((o) => o.id === id)?.shipment?.status).toBe('purchased');
  });

  it('two concurrent clicks (two instances on one database) buy one label and pay it once', async () => {
    const { id } = await paidOrder();
    const admin = await staffUser(t, 'admin');
    const results = await Promise.allSettled([
      buyLabel(t.ctx, admin, { orderId: id, serviceId: 'sandbox-pac' }),
      buyLabel({ ...t.ctx }, admin, { orderId: id, serviceId: 'sandbox-pac' }),
    ]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) expect(r.reason.message).toBe(LABEL_IN_PROGRESS_MESSAGE);
    expect(await liveLabels(id)).toHaveLength(1);
    const sandbox = await db().select().from(shippingSandboxLabels).where(eq(shippingSandboxLabels.reference, id));
    expect(sandbox.map((l) => l.paidCount)).toEqual([1]);
  });

  it('a claim left by an instance that died mid-purchase is taken over later, and the paid label is not paid again', async () => {
    const { id } = await paidOrder();
    const admin = await staffUser(t, 'admin');
    // The first instance put the label in the cart, paid it, and died before recording anything else.
    const row = await buyLabel(t.ctx, admin, { orderId: id, serviceId: 'sandbox-pac' });
    await db()
      .update(shipments)
      .set({ status: 'buying', trackingCode: null, claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(shipments.id, row.id));
    await db().update(shippingSandboxLabels).set({ status: 'released', trackingCode: null }).where(eq(shippingSandboxLabels.id, row.providerId!));
    const resumed = await buyLabel(t.ctx, admin, { orderId: id, serviceId: 'sandbox-pac' });
    expect(resumed).toMatchObject({ id: row.id, status: 'purchased', providerId: row.providerId });
    const sandbox = await db().select().from(shippingSandboxLabels).where(eq(shippingSandboxLabels.reference, id));
    expect(sandbox.map((l) => l.paidCount)).toEqual([1]);
  });

  it('cancels a label after asking the provider; a posted one cannot be cancelled', async () => {
    const { id } = await paidOrder();
    const bought = (await staff.post(`/api/admin/shipments/orders/${id}/label`, { serviceId: 'sandbox-pac' })).body.shipment;
    const cancelled = await staff.post(`/api/admin/shipments/${bought.id}/cancel`, { reason: 'Cliente mudou o endereço' });
    expect(cancelled.body.shipment.status).toBe('canceled');
    const [row] = await db().select().from(shipments).where(eq(shipments.id, bought.id));
    expect(row).toMatchObject({ status: 'canceled', cancelReason: 'Cliente mudou o endereço' });
    // A new label can be bought after it.
    const second = (await staff.post(`/api/admin/shipments/orders/${id}/label`, { serviceId: 'sandbox-pac' })).body.shipment;
    expect(second.id).not.toBe(bought.id);
    await staff.post(`/api/admin/shipments/${second.id}/sandbox-event`, { status: 'posted' });
    const refused = await staff.post(`/api/admin/shipments/${second.id}/cancel`, { reason: 'Tarde demais' });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'LABEL_NOT_CANCELLABLE']);
  });
});

describe('tracking', () => {
  it('moves the order to Enviado and Entregue, with one e-mail each (sandbox events)', async () => {
    const { id } = await paidOrder();
    const bought = (await staff.post(`/api/admin/shipments/orders/${id}/label`, { serviceId: 'sandbox-pac' })).body.shipment;
    await staff.post(`/api/admin/shipments/${bought.id}/sandbox-event`, { status: 'posted' });
    expect(await orderStatus(id)).toBe('shipped');
    expect(await mails('order-shipped', id)).toBe(1);
    const again = await staff.post(`/api/admin/shipments/${bought.id}/sandbox-event`, { status: 'posted' });
    expect(again.status).toBe(409);
    await staff.post(`/api/admin/shipments/${bought.id}/sandbox-event`, { status: 'delivered' });
    expect(await orderStatus(id)).toBe('delivered');
    expect([await mails('order-shipped', id), await mails('order-delivered', id)]).toEqual([1, 1]);
  });

  it('the polling job reads labels without news for a day and applies what the provider says', async () => {
    const { id } = await paidOrder();
    const bought = (await staff.post(`/api/admin/shipments/orders/${id}/label`, { serviceId: 'sandbox-pac' })).body.shipment;
    const [row] = await db().select().from(shipments).where(eq(shipments.id, bought.id));
    await advanceSandboxLabel(t.ctx.database, row!.providerId!, 'posted');
    expect(await pollQuietShipments(t.ctx)).toBe(0); // news from today: not polled yet
    await db()
      .update(shipments)
      .set({ lastNewsAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(shipments.id, bought.id));
    expect(await pollQuietShipments(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(id)).toBe('shipped');
    expect(await mails('order-shipped', id)).toBe(1);
  });

  it('the Melhor Envio webhook: a wrong signature is refused and changes nothing; a repeated event changes the order once', async () => {
    const secret = 'segredo-do-app-de-teste';
    const previous = t.ctx.config.melhorEnvio;
    t.ctx.config.melhorEnvio = { clientId: '1', clientSecret: secret, baseUrl: 'http://127.0.0.1:1', userAgent: 'x' };
    try {
      const { id } = await paidOrder();
      const [label] = await db()
        .insert(shipments)
        .values({ orderId: id, provider: 'melhorenvio', status: 'purchased', serviceId: '1', serviceName: 'PAC', carrier: 'Correios', providerId: `me-${id}` })
        .returning();
      const raw = JSON.stringify({
        event: 'order.posted',
        data: { id: label!.providerId, status: 'posted', tracking: 'AA123456789BR', tracking_url: 'https://www.melhorrastreio.com.br/rastreio/AA123456789BR' },
      });
      const send = (signature: string | null) =>
        t.app.request('http://localhost/api/shipping/webhooks/melhorenvio', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(signature ? { 'x-me-signature': signature } : {}) },
          body: raw,
        });
      const sign = (key: string) => createHmac('sha256', key).update(raw).digest('base64');
      const events = () => db().select().from(shippingWebhookEvents).where(eq(shippingWebhookEvents.labelId, label!.providerId!));

      expect((await send(sign('outro-segredo'))).status).toBe(401);
      expect((await send(null)).status).toBe(401);
      expect(await events()).toEqual([]);
      expect(await orderStatus(id)).toBe('processing');

      expect((await send(sign(secret))).status).toBe(200);
      expect((await send(sign(secret))).status).toBe(200);
      expect(await events()).toHaveLength(1);
      expect(await orderStatus(id)).toBe('shipped');
      const [after] = await db()
        .select()
        .from(shipments)
        .where(and(eq(shipments.id, label!.id)));
      expect(after).toMatchObject({ status: 'posted', trackingCode: 'AA123456789BR' });
      expect(await mails('order-shipped', id)).toBe(1);
      const history = await db().execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM order_status_history WHERE order_id = ${id} AND to_status = 'shipped'`,
      );
      expect(history.rows[0]!.n).toBe(1);
    } finally {
      t.ctx.config.melhorEnvio = previous;
    }
  });
});
