import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fiscalInvoices, orders, products } from '@/server/db/schema';
import { clearEstimateCache } from '@/server/modules/shipping-estimate/estimate-shipping';
import { createProduct } from '../support/app-fixtures';
import { EXAMPLE_ADDRESS, orderBody } from '../support/fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// What the customer sees of delivery (issue 37): the checkout's summary quotes the same shipping the
// order is charged, and Perfil → Pedidos shows the label's carrier, code and dated steps.
const t = setUpTestApp();
const admin = signInForSuite(t, 'admin');
const customer = signInForSuite(t, 'customer');
const staff = signInForSuite(t, 'staff');
const db = () => t.ctx.database.db;

const MEASURES = { weightGrams: 400, heightCm: 6, widthCm: 15, lengthCm: 20 };
const POLICY = { fallbackDays: 10, freeShippingMinimumCents: { norte: null, nordeste: null, 'centro-oeste': null, sudeste: 50000, sul: null } };

async function product() {
  const p = await createProduct(t, { stock: 20, priceCents: 4990 });
  await db().update(products).set(MEASURES).where(eq(products.id, p.id));
  return p;
}

const myOrder = async (id: string) =>
  ((await customer.get('/api/store/orders')).body.orders as { id: string; [k: string]: unknown }[]).find((o) => o.id === id)!;

describe('shipping charged below the region minimum', () => {
  it('the estimate the checkout shows is what the placed order charges, and the total includes it', async () => {
    expect((await admin.put('/api/admin/shipping/settings', { sender: { source: 'fiscal' }, ...POLICY })).status).toBe(200);
    clearEstimateCache();
    const p = await product();
    const items = [{ productId: p.id, quantity: 2 }];
    const estimate = (await customer.post('/api/store/shipping/estimate', { cep: EXAMPLE_ADDRESS.cep, items })).body.estimate;
    expect(estimate.chargeCents).toBeGreaterThan(0);
    expect(estimate.freeFromCents).toBe(50000);
    const placed = await customer.post('/api/store/orders', orderBody(items, { paymentMethod: 'pix' }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order).toMatchObject({ shippingCents: estimate.chargeCents, totalCents: 2 * 4990 + estimate.chargeCents });
    expect(await myOrder(placed.body.order.id)).toMatchObject({ shippingCents: estimate.chargeCents, tracking: null });
  });

  it('at the minimum shipping is free in the estimate and in the order', async () => {
    const p = await product();
    const items = [{ productId: p.id, quantity: 11 }];
    const estimate = (await customer.post('/api/store/shipping/estimate', { cep: EXAMPLE_ADDRESS.cep, items })).body.estimate;
    expect(estimate.chargeCents).toBe(0);
    const placed = await customer.post('/api/store/orders', orderBody(items, { paymentMethod: 'pix' }));
    expect(placed.body.order).toMatchObject({ shippingCents: 0, totalCents: 11 * 4990 });
  });
});

describe('Perfil → Pedidos: the tracking steps', () => {
  it('shows carrier, code and link, and dates Pago → Etiqueta gerada → Enviado → Entregue as they happen', async () => {
    const p = await product();
    const placed = await customer.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }], { paymentMethod: 'pix' }));
    const id = placed.body.order.id as string;
    const paidAt = new Date(Date.now() - 60_000);
    await db().update(orders).set({ paymentStatus: 'paid', status: 'processing', paidAt }).where(eq(orders.id, id));
    await db().insert(fiscalInvoices).values({
      orderId: id,
      status: 'authorized',
      provider: 'sandbox',
      environment: 'homologacao',
      reference: id,
      accessKey: '35261111222333000181550010000000991000000999',
    });
    expect((await myOrder(id)).tracking).toBeNull();

    const bought = (await staff.post(`/api/admin/shipments/orders/${id}/label`, { serviceId: 'sandbox-pac' })).body.shipment;
    let tracking = (await myOrder(id)).tracking as {
      trackingCode: string;
      trackingUrl: string | null;
      carrier: string;
      steps: { step: string; at: string | null }[];
    };
    expect(tracking).toMatchObject({ carrier: 'Correios (sandbox)', trackingCode: bought.trackingCode });
    // A sandbox code is followed nowhere: no link (Melhor Envio's labels link to Melhor Rastreio).
    expect(tracking.trackingUrl).toBeNull();
    expect(tracking.steps.map((s) => s.step)).toEqual(['paid', 'label', 'shipped', 'delivered']);
    expect(tracking.steps.map((s) => s.at !== null)).toEqual([true, true, false, false]);
    expect(tracking.steps[0]!.at).toBe(paidAt.toISOString());

    await staff.post(`/api/admin/shipments/${bought.id}/sandbox-event`, { status: 'posted' });
    tracking = (await myOrder(id)).tracking as typeof tracking;
    expect(tracking.steps.map((s) => s.at !== null)).toEqual([true, true, true, false]);
    await staff.post(`/api/admin/shipments/${bought.id}/sandbox-event`, { status: 'delivered' });
    const order = await myOrder(id);
    expect(order.status).toBe('delivered');
    tracking = order.tracking as typeof tracking;
    expect(tracking.steps.map((s) => s.at !== null)).toEqual([true, true, true, true]);
    const times = tracking.steps.map((s) => new Date(s.at!).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});
