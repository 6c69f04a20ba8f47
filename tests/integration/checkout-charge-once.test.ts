import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '@/server/db/schema';
import { runDueJobs } from '@/server/job-runner/job-runner';
import { SHOP_JOB_HANDLERS } from '@/server/job-runner/shop-jobs';
import { resolveUnchargedOrders, UNCHARGED_AFTER_MINUTES } from '@/server/modules/orders/resolve-uncharged-orders';
import { createMercadoPagoProvider, idempotencyKey } from '@/server/modules/payments/mercadopago/mercadopago-provider';
import type { PaymentProvider } from '@/server/modules/payments/payment-provider';
import { createProduct, newCustomer, productRow } from '../support/app-fixtures';
import { orderBody } from '../support/fixtures';
import { signedNotification, startMercadoPagoStandIn } from '../support/mercadopago-stand-in';
import { setUpAppWithStandIn, type TestClient } from '../support/test-app';

// Issue 33 item 2, "a card charged twice": the order is committed before the provider is called,
// the charge's key comes from that order, a lost answer is looked up by the order before any new
// charge, and no transaction waits on the provider. Mercado Pago is the tests' local stand-in.
const { t, standIn } = setUpAppWithStandIn(startMercadoPagoStandIn);
let customer: TestClient;
let other: TestClient;
let shopProvider: PaymentProvider;

beforeAll(async () => {
  ({ client: customer } = await newCustomer(t, 'once'));
  ({ client: other } = await newCustomer(t, 'other'));
  shopProvider = t.ctx.payments;
});

afterEach(() => {
  t.ctx.payments = shopProvider;
  standIn.loseAnswers(0);
  standIn.setOutage('POST /v1/payments', false);
});

/** The shop's provider with short SDK timeouts (2 retries, as in production), so a lost answer is given up on quickly. */
function impatientProvider() {
  t.ctx.payments = createMercadoPagoProvider(t.ctx.config.mercadopago!, { timeoutMs: 150, retryDelayMs: 1 });
}

const card = { paymentMethod: 'credit', cardToken: 'ff8080814c11e237014c1ff593b57b4d', cardPaymentMethodId: 'master', installments: 1 };
const db = () => t.ctx.database.db;
const chargesFor = (orderId: string) => standIn.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payments' && c.body?.external_reference === orderId);
const ordersWithKey = async (key: string) => db().select().from(orders).where(eq(orders.idempotencyKey, key));

async function runJobs() {
  for (let i = 0; i < 10; i++) {
    if ((await runDueJobs(t.ctx, SHOP_JOB_HANDLERS, { instanceId: 'test', recurring: [], backoffMs: 0 })) === 0) return;
  }
}

describe('a checkout whose provider answer is lost', () => {
  it('a checkout whose provider call times out three times and then is found approved charges once and leaves one paid order', async () => {
    impatientProvider();
    const product = await createProduct(t, { stock: 5, priceCents: 15090 });
    const key = `chk-${crypto.randomUUID()}`;
    const body = orderBody([{ productId: product.id, quantity: 1 }], card, { idempotencyKey: key });
    // The provider takes the charge on the first try, and none of the three tries gets its answer.
    standIn.loseAnswers(3);
    const first = await customer.post('/api/store/orders', body);
    expect(first.status).toBe(201);
    const orderId = first.body.order.id as string;
    expect(first.body.order).toMatchObject({ paymentStatus: 'pending', cardBrand: 'Mastercard' });
    // Every try (the SDK's first and its two retries, as many as reached the provider) sent one key.
    const tries = chargesFor(orderId);
    expect(tries.length).toBeGreaterThanOrEqual(1);
    expect(new Set(tries.map((c) => c.idempotencyKey))).toEqual(new Set([idempotencyKey(orderId, 'payment', 1)]));
    expect(standIn.paymentsForOrder(orderId)).toHaveLength(1);
    // Found by its order before anything else was tried.
    expect(standIn.calls.some((c) => c.path === '/v1/payments/search')).toBe(true);
    const [recorded] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    expect(recorded).toMatchObject({ status: 'approved', providerPaymentId: String(standIn.paymentForOrder(orderId)!.id) });

    // The customer presses again (same checkout key): the same order, and no new charge.
    t.ctx.payments = shopProvider;
    const again = await customer.post('/api/store/orders', body);
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(orderId);
    expect(chargesFor(orderId)).toHaveLength(tries.length);

    const n = signedNotification(standIn.paymentForOrder(orderId)!.id);
    await t.client().request('POST', n.path, n.body, n.headers);
    await runJobs();
    const placed = await ordersWithKey(key);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ id: orderId, status: 'processing', paymentStatus: 'paid' });
    expect(standIn.paymentsForOrder(orderId)).toHaveLength(1);
    // One checkout, one order, one charge: nothing else was created for this customer's key.
    expect(
      standIn.calls.filter(
        (c) => c.method === 'POST' && c.path === '/v1/payments' && c.idempotencyKey !== tries[0]!.idempotencyKey && c.body?.external_reference === orderId,
      ),
    ).toEqual([]);
    expect((await productRow(t, product.id)).stock).toBe(4);
  });

  it('keeps the order reserved when no charge is found, and charges it on the next submit only after looking again, under the same key', async () => {
    impatientProvider();
    const product = await createProduct(t, { stock: 5, priceCents: 2000 });
    const key = `chk-${crypto.randomUUID()}`;
    const body = orderBody([{ productId: product.id, quantity: 2 }], card, { idempotencyKey: key });
    standIn.setOutage('POST /v1/payments');
    const first = await customer.post('/api/store/orders', body);
    expect(first.status).toBe(502);
    const [reserved] = await ordersWithKey(key);
    expect(reserved).toMatchObject({ status: 'pending', paymentStatus: 'pending', paymentReference: null });
    expect((await productRow(t, product.id)).stock).toBe(3);

    standIn.setOutage('POST /v1/payments', false);
    const since = standIn.calls.length;
    const again = await customer.post('/api/store/orders', body);
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(reserved!.id);
    const after = standIn.calls.slice(since).map((c) => `${c.method} ${c.path}`);
    expect(after.indexOf('GET /v1/payments/search')).toBeLessThan(after.indexOf('POST /v1/payments'));
    expect(standIn.calls.slice(since).find((c) => c.method === 'POST')!.idempotencyKey).toBe(idempotencyKey(reserved!.id, 'payment', 1));
    expect(await ordersWithKey(key)).toHaveLength(1);
    expect((await productRow(t, product.id)).stock).toBe(3);
  });

  it('withdraws the order of a declined card: stock back, no order left, and the same checkout may try another card', async () => {
    const product = await createProduct(t, { stock: 5 });
    const key = `chk-${crypto.randomUUID()}`;
    const declined = await customer.post(
      '/api/store/orders',
      orderBody(
        [{ productId: product.id, quantity: 1 }],
        { ...card, cardToken: 'rejected-cc_rejected_other_reason', cardPaymentMethodId: 'visa' },
        { idempotencyKey: key },
      ),
    );
    expect(declined.status).toBe(402);
    expect(await ordersWithKey(key)).toHaveLength(0);
    expect((await productRow(t, product.id)).stock).toBe(5);
    const paid = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }], card, { idempotencyKey: key }));
    expect(paid.status).toBe(201);
    expect((await productRow(t, product.id)).stock).toBe(4);
  });
});

describe('an order whose customer never came back', () => {
  it('is found at the provider and settled, or cancelled with its stock returned, by the expiry job after a few minutes', async () => {
    impatientProvider();
    const product = await createProduct(t, { stock: 5, priceCents: 1000 });
    standIn.setOutage('POST /v1/payments');
    const lost = await customer.post(
      '/api/store/orders',
      orderBody([{ productId: product.id, quantity: 1 }], card, { idempotencyKey: `chk-${crypto.randomUUID()}` }),
    );
    const none = await customer.post(
      '/api/store/orders',
      orderBody([{ productId: product.id, quantity: 2 }], card, { idempotencyKey: `chk-${crypto.randomUUID()}` }),
    );
    expect([lost.status, none.status]).toEqual([502, 502]);
    standIn.setOutage('POST /v1/payments', false);
    const [lostOrder] = await db().select().from(orders).where(eq(orders.customerName, 'Maria Cliente')).orderBy(sql`created_at DESC`).offset(1).limit(1);
    const [noneOrder] = await db().select().from(orders).where(eq(orders.customerName, 'Maria Cliente')).orderBy(sql`created_at DESC`).limit(1);
    // The provider did take the first one after all.
    const created = await fetch(`${standIn.url}/v1/payments`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer TEST-stand-in-token',
        'content-type': 'application/json',
        'x-idempotency-key': idempotencyKey(lostOrder!.id, 'payment', 1),
      },
      body: JSON.stringify({ payment_method_id: 'master', token: 'tok-late-000000', transaction_amount: 10, external_reference: lostOrder!.id }),
    }).then((r) => r.json() as Promise<{ id: number }>);
    expect((await productRow(t, product.id)).stock).toBe(2);

    // Too early: nothing is decided.
    expect(await resolveUnchargedOrders(t.ctx, new Date())).toBe(0);
    const later = new Date(Date.now() + (UNCHARGED_AFTER_MINUTES + 1) * 60_000);
    expect(await resolveUnchargedOrders(t.ctx, later)).toBe(2);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, lostOrder!.id));
    expect(payment).toMatchObject({ providerPaymentId: String(created.id), status: 'approved' });
    expect((await db().select().from(orders).where(eq(orders.id, lostOrder!.id)))[0]).toMatchObject({ paymentStatus: 'paid', status: 'processing' });
    expect((await db().select().from(orders).where(eq(orders.id, noneOrder!.id)))[0]).toMatchObject({ paymentStatus: 'expired', status: 'cancelled' });
    expect((await productRow(t, product.id)).stock).toBe(4);
    expect(await resolveUnchargedOrders(t.ctx, later)).toBe(0);
  });
});

describe('no transaction waits on the provider', () => {
  it("commits the order before the charge, and another customer's checkout of the same product completes while the provider is still working", async () => {
    const product = await createProduct(t, { stock: 5, priceCents: 3000 });
    let seen: { status: string; paymentStatus: string } | undefined;
    let otherStatus = 0;
    standIn.whileCharging(async (charge) => {
      // Read from the shop's database while our checkout waits for the provider.
      [seen] = await db()
        .select({ status: orders.status, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(and(eq(orders.id, String(charge.external_reference)), sql`true`));
      otherStatus = (await other.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }]))).status;
    });
    const res = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }], card));
    expect(standIn.failures).toEqual([]);
    expect(res.status).toBe(201);
    expect(seen).toEqual({ status: 'pending', paymentStatus: 'pending' });
    expect(otherStatus).toBe(201);
    expect((await productRow(t, product.id)).stock).toBe(3);
  });
});
