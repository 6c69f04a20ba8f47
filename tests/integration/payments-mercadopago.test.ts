import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS } from '@/domain/permissions';
import { auditLog, orderStatusHistory, orders, paymentEvents, paymentRefunds, paymentStatusHistory, payments } from '@/server/db/schema';
import { runDueJobs } from '@/server/job-runner/job-runner';
import { SHOP_JOB_HANDLERS } from '@/server/job-runner/shop-jobs';
import { expireUnpaidOrders } from '@/server/modules/orders/expire-unpaid-orders';
import { idempotencyKey } from '@/server/modules/payments/mercadopago/mercadopago-provider';
import { cancelExpiredCharges, reconcilePaymentsJob } from '@/server/modules/payments/provider-payment-jobs';
import {
  CHARGEBACK_NOTE,
  disputeWonNote,
  divergentPaymentNote,
  LATE_PAYMENT_REFUNDED_NOTE,
  latePaymentNote,
  providerPaidNote,
} from '@/server/modules/payments/settle-provider-payment';
import { createProduct, newCustomer, signedInStaff } from '../support/app-fixtures';
import { orderBody } from '../support/fixtures';
import { signedNotification, startMercadoPagoStandIn } from '../support/mercadopago-stand-in';
import { createTestApp, setUpAppWithStandIn, type TestClient } from '../support/test-app';

// Mercado Pago as the shop's provider, its API answered by a local stand-in with the documented
// shapes. Orders become paid only through signed notifications (or the reconciliation's read),
// each read back from the provider; nothing here sleeps: jobs are run by the test.
const { t, standIn } = setUpAppWithStandIn(startMercadoPagoStandIn);
let customer: TestClient;

beforeAll(async () => {
  ({ client: customer } = await newCustomer(t, 'mp'));
});

const db = () => t.ctx.database.db;
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentOf = async (orderId: string) => (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const notes = async (orderId: string) =>
  (
    await db()
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id))
  ).map((r) => r.note);

/** Runs the due jobs until none is left (a job failing with its backoff of 0 is due again at once). */
async function runJobs(rounds = 10) {
  for (let i = 0; i < rounds; i++) {
    const ran = await runDueJobs(t.ctx, SHOP_JOB_HANDLERS, { instanceId: 'test', recurring: [], backoffMs: 0 });
    if (ran === 0) return;
  }
}

/** The provider moves the payment (a Pix paid, a chargeback…), notifies us, and the jobs run. */
async function providerMoves(paymentId: string | number, status: string, detail?: string, notification: Parameters<typeof signedNotification>[1] = {}) {
  standIn.setStatus(paymentId, status, detail);
  await deliver(paymentId, notification);
  await runJobs();
}

async function deliver(
  paymentId: string | number,
  opts: Parameters<typeof signedNotification>[1] = {},
  tamper?: (n: ReturnType<typeof signedNotification>) => void,
) {
  const n = signedNotification(paymentId, opts);
  tamper?.(n);
  return t.client().request('POST', n.path, n.body, n.headers);
}

async function placePix(quantity = 1) {
  const product = await createProduct(t, { stock: 10, priceCents: 15090 });
  const res = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity }]));
  expect(res.status).toBe(201);
  const payment = await paymentOf(res.body.order.id);
  return { res, order: res.body.order as { id: string; paymentDeadline: string }, payment, product };
}

describe('Mercado Pago: Pix', () => {
  it('creates the provider charge with the order deadline and shows its QR and copia-e-cola; the order waits unpaid', async () => {
    const { res, order, payment } = await placePix();
    const sent = standIn.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payments').at(-1)!;
    expect(sent.idempotencyKey).toBe(idempotencyKey(order.id, 'payment', 1));
    expect(sent.body).toMatchObject({
      payment_method_id: 'pix',
      transaction_amount: 150.9,
      external_reference: order.id,
    });
    // The order's deadline is 30 minutes from its creation; the provider is never sent less than its 30-minute minimum (issue 33 item 7).
    const sentExpiry = new Date(String(sent.body!.date_of_expiration)).getTime();
    expect(sentExpiry).toBeGreaterThanOrEqual(new Date(order.paymentDeadline).getTime());
    expect(sentExpiry).toBeLessThanOrEqual(new Date(order.paymentDeadline).getTime() + 2 * 60_000);
    const provider = standIn.payment(payment.providerPaymentId)!;
    const qr = (provider.point_of_interaction as { transaction_data: { qr_code: string; qr_code_base64: string } }).transaction_data;
    expect(res.body.pix).toEqual({ payload: qr.qr_code, qrUrl: `data:image/png;base64,${qr.qr_code_base64}` });
    expect(res.body.order).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(payment).toMatchObject({ provider: 'mercadopago', method: 'pix', status: 'pending', amountCents: 15090, idempotencyKey: sent.idempotencyKey });
    // The order page asks again (polling) and gets the same code.
    const again = await customer.get(`/api/store/orders/${order.id}`);
    expect(again.body.order.paymentStatus).toBe('pending');
  });

  it('turns Processando on a signed notification once the provider says approved, and only then', async () => {
    const { order, payment } = await placePix();
    // Notified while still pending: stored, read, nothing paid.
    expect((await deliver(payment.providerPaymentId, { action: 'payment.created' })).status).toBe(200);
    await runJobs();
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });

    standIn.setStatus(payment.providerPaymentId, 'approved');
    const res = await deliver(payment.providerPaymentId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    // Answered before any settling: the job does it.
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    await runJobs();
    expect(await orderRow(order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid', paidById: null });
    expect(await notes(order.id)).toContain(providerPaidNote('mercadopago'));
    expect(await paymentOf(order.id)).toMatchObject({ status: 'approved', statusDetail: 'accredited' });
    const moves = await db().select().from(paymentStatusHistory).where(eq(paymentStatusHistory.paymentId, payment.id)).orderBy(asc(paymentStatusHistory.id));
    expect(moves.map((m) => [m.fromStatus, m.toStatus, m.source])).toEqual([
      [null, 'pending', 'checkout'],
      ['pending', 'approved', 'webhook'],
    ]);
  });

  it('refuses a tampered notification with 401 and changes nothing: body data.id, timestamp, secret', async () => {
    const { order, payment } = await placePix();
    const other = await placePix();
    standIn.setStatus(payment.providerPaymentId, 'approved');
    standIn.setStatus(other.payment.providerPaymentId, 'approved');
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(paymentEvents).where(eq(paymentEvents.signatureOk, true));
    const tampered = [
      await deliver(payment.providerPaymentId, {}, (n) => {
        n.body.data.id = String(other.payment.providerPaymentId);
      }),
      await deliver(payment.providerPaymentId, {}, (n) => {
        n.path = n.path.replace(`data.id=${payment.providerPaymentId}`, `data.id=${other.payment.providerPaymentId}`);
        n.body.data.id = String(other.payment.providerPaymentId);
      }),
      await deliver(payment.providerPaymentId, {}, (n) => {
        n.headers['x-signature'] = n.headers['x-signature'].replace(/ts=(\d+)/, (_m, ts) => `ts=${Number(ts) + 1}`);
      }),
      await deliver(payment.providerPaymentId, { secret: 'outro-segredo' }),
      await deliver(payment.providerPaymentId, {}, (n) => {
        delete (n.headers as Record<string, string>)['x-signature'];
      }),
    ];
    for (const res of tampered) expect(res.status).toBe(401);
    expect(tampered[0]!.body.error).toMatchObject({ code: 'INVALID_SIGNATURE', message: 'Assinatura da notificação inválida.' });
    await runJobs();
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await orderRow(other.order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(paymentEvents).where(eq(paymentEvents.signatureOk, true));
    expect(after[0]!.n).toBe(before[0]!.n);
    // The refusals are kept for the order's page, marked as such.
    const refused = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.providerPaymentId, payment.providerPaymentId), eq(paymentEvents.signatureOk, false)));
    expect(refused.length).toBeGreaterThanOrEqual(3);
  });

  it('treats the same notification delivered twice as one, and a later notification of the same payment as no change', async () => {
    const { order, payment } = await placePix();
    standIn.setStatus(payment.providerPaymentId, 'approved');
    // A repeated delivery carries the same signed values (request id and timestamp).
    const signed = { requestId: randomUUID(), ts: Math.floor(Date.now() / 1000) };
    const first = await deliver(payment.providerPaymentId, { notificationId: 900_000_001, ...signed });
    const repeat = await deliver(payment.providerPaymentId, { notificationId: 900_000_001, ...signed });
    expect([first.status, repeat.status]).toEqual([200, 200]);
    const stored = await db().select().from(paymentEvents).where(eq(paymentEvents.providerPaymentId, payment.providerPaymentId));
    expect(stored).toHaveLength(1);
    await runJobs();
    await deliver(payment.providerPaymentId, { notificationId: 900_000_002 });
    await runJobs();
    expect((await notes(order.id)).filter((n) => n === providerPaidNote('mercadopago'))).toHaveLength(1);
    expect((await orderRow(order.id)).version).toBe(3);
  });

  it('keeps approved when a pending notification arrives after it (out of order)', async () => {
    const { order, payment } = await placePix();
    await providerMoves(payment.providerPaymentId, 'approved');
    await providerMoves(payment.providerPaymentId, 'pending', 'pending_waiting_transfer', { action: 'payment.created' });
    expect(await paymentOf(order.id)).toMatchObject({ status: 'approved' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });

  it('settles 20 concurrent deliveries of one payment once', async () => {
    const { order, payment } = await placePix();
    standIn.setStatus(payment.providerPaymentId, 'approved');
    const signed = { requestId: randomUUID(), ts: Math.floor(Date.now() / 1000) };
    const same = Array.from({ length: 20 }, () => deliver(payment.providerPaymentId, { notificationId: 900_000_100, ...signed }));
    const distinct = Array.from({ length: 20 }, (_, i) => deliver(payment.providerPaymentId, { notificationId: 900_000_200 + i }));
    const answers = await Promise.all([...same, ...distinct]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const stored = await db().select().from(paymentEvents).where(eq(paymentEvents.providerPaymentId, payment.providerPaymentId));
    expect(stored).toHaveLength(21);
    // Two instances working the jobs at once.
    await Promise.all([
      runDueJobs(t.ctx, SHOP_JOB_HANDLERS, { instanceId: 'a', recurring: [], backoffMs: 0, limit: 30 }),
      runDueJobs(t.ctx, SHOP_JOB_HANDLERS, { instanceId: 'b', recurring: [], backoffMs: 0, limit: 30 }),
    ]);
    await runJobs();
    expect((await notes(order.id)).filter((n) => n === providerPaidNote('mercadopago'))).toHaveLength(1);
    const moves = await db().select().from(paymentStatusHistory).where(eq(paymentStatusHistory.paymentId, payment.id));
    expect(moves.filter((m) => m.toStatus === 'approved')).toHaveLength(1);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.id)));
    expect(audits).toHaveLength(1);
    const processed = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.providerPaymentId, payment.providerPaymentId), sql`processed_at IS NULL`));
    expect(processed).toHaveLength(0);
  });

  it('refunds a charge whose order no longer exists: orders are committed before they are charged (issue 33)', async () => {
    const orderId = randomUUID();
    // The provider holds an approved charge for an order the shop does not have (withdrawn, or rolled back by an older version).
    const created = await fetch(`${standIn.url}/v1/payments`, {
      method: 'POST',
      headers: { authorization: 'Bearer TEST-stand-in-token', 'content-type': 'application/json', 'x-idempotency-key': `k-${orderId}` },
      body: JSON.stringify({ payment_method_id: 'master', token: 'tok-orphan-00000', transaction_amount: 150.9, external_reference: orderId }),
    }).then((r) => r.json() as Promise<{ id: number }>);
    standIn.setStatus(created.id, 'approved');
    expect((await deliver(created.id)).status).toBe(200);
    await runJobs();
    expect(standIn.payment(created.id)).toMatchObject({ status: 'refunded', transaction_amount_refunded: 150.9 });
    const refund = standIn.calls.find((c) => c.path === `/v1/payments/${created.id}/refunds`);
    expect(refund?.idempotencyKey).toBe(idempotencyKey(orderId, 'refund', 1));
    expect(await db().select().from(orders).where(eq(orders.id, orderId))).toEqual([]);
  });
});

describe('Mercado Pago: card and boleto', () => {
  /** The card step's payment as MercadoPago.js hands it over: an approved Mastercard token unless `overrides` say otherwise. */
  const tokenCard = (overrides: Record<string, unknown> = {}) => ({
    paymentMethod: 'credit',
    cardToken: 'ff8080814c11e237014c1ff593b57b4d',
    cardPaymentMethodId: 'master',
    installments: 1,
    ...overrides,
  });

  it('charges a card token in 3 installments; the order turns Processando only through the signed notification', async () => {
    const product = await createProduct(t, { stock: 5, priceCents: 15090 });
    const res = await customer.post(
      '/api/store/orders',
      orderBody([{ productId: product.id, quantity: 1 }], tokenCard({ cardIssuerId: '25', installments: 3, payerCpf: '191.191.191-00' })),
    );
    expect(res.status).toBe(201);
    const sent = standIn.calls.filter((c) => c.path === '/v1/payments' && c.method === 'POST').at(-1)!;
    expect(sent.body).toMatchObject({ token: 'ff8080814c11e237014c1ff593b57b4d', installments: 3, payment_method_id: 'master', issuer_id: 25 });
    expect(res.body.order).toMatchObject({ status: 'pending', installments: 3, cardBrand: 'Mastercard', cardLast4: '6351' });
    const payment = await paymentOf(res.body.order.id);
    expect(payment).toMatchObject({ method: 'credit', status: 'approved', installments: 3 });
    expect((await orderRow(res.body.order.id)).paymentStatus).toBe('pending');
    await deliver(payment.providerPaymentId);
    await runJobs();
    expect(await orderRow(res.body.order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });

  it("offers 'sem juros' installments only up to the number set in Configurações", async () => {
    const admin = await t.as('admin');
    const current = (await admin.get('/api/admin/settings')).body.shop;
    const saved = await admin.put('/api/admin/settings', { ...current, maxInstallments: 2 });
    expect(saved.status).toBe(200);
    try {
      expect((await customer.get('/api/store/payment-provider')).body.maxInstallments).toBe(2);
      const product = await createProduct(t, { stock: 5, priceCents: 15090 });
      const card = (installments: number) => tokenCard({ installments });
      const three = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }], card(3)));
      expect(three.status).toBe(400);
      expect(three.body.error.message).toBe('Número de parcelas inválido.');
      expect((await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }], card(2)))).status).toBe(201);
      expect((await admin.put('/api/admin/settings', { ...current, maxInstallments: 13 })).status).toBe(400);
    } finally {
      await admin.put('/api/admin/settings', { ...current, maxInstallments: 12 });
    }
  });

  it('declines a rejected card with the provider reason in pt-BR, placing nothing and leaving the cart', async () => {
    const product = await createProduct(t, { stock: 5 });
    await customer.put('/api/store/cart', { items: [{ productId: product.id, quantity: 1 }] });
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(orders);
    const res = await customer.post(
      '/api/store/orders',
      orderBody([{ productId: product.id, quantity: 1 }], tokenCard({ cardToken: 'rejected-cc_rejected_insufficient_amount', cardPaymentMethodId: 'visa' })),
    );
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'PAYMENT_DECLINED', message: expect.stringMatching(/limite suficiente/) });
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after[0]!.n).toBe(before[0]!.n);
    const cart = await customer.get('/api/store/cart');
    expect(JSON.stringify(cart.body)).toContain(`${product.id}`);
  });

  it('refuses card data sent to the server, and a boleto without a valid CPF, before calling the provider', async () => {
    const product = await createProduct(t, { stock: 5 });
    const calls = standIn.calls.length;
    const card = await customer.post(
      '/api/store/orders',
      orderBody([{ productId: product.id, quantity: 1 }], { paymentMethod: 'credit', cardNumber: '4111111111111111', cardCvv: '123', installments: 1 }),
    );
    expect(card.status).toBe(400);
    const noCpf = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }], { paymentMethod: 'boleto' }));
    expect(noCpf.status).toBe(400);
    const badCpf = await customer.post(
      '/api/store/orders',
      orderBody([{ productId: product.id, quantity: 1 }], { paymentMethod: 'boleto', payerCpf: '111.111.111-12' }),
    );
    expect(badCpf.status).toBe(400);
    expect(badCpf.body.error.message).toBe('CPF inválido.');
    expect(standIn.calls.length).toBe(calls);
  });

  it("shows the provider's boleto (line, PDF) and turns Processando on its signed notification", async () => {
    const product = await createProduct(t, { stock: 5, priceCents: 15090 });
    const res = await customer.post(
      '/api/store/orders',
      orderBody([{ productId: product.id, quantity: 1 }], { paymentMethod: 'boleto', payerCpf: '191.191.191-00' }),
    );
    expect(res.status).toBe(201);
    const sent = standIn.calls.filter((c) => c.path === '/v1/payments' && c.method === 'POST').at(-1)!;
    expect(sent.body).toMatchObject({
      payment_method_id: 'bolbradesco',
      payer: { identification: { type: 'CPF', number: '19119119100' }, address: { zip_code: '01310100', federal_unit: 'SP' } },
    });
    const provider = standIn.payment((await paymentOf(res.body.order.id)).providerPaymentId)!;
    const details = provider.transaction_details as { digitable_line: string; external_resource_url: string };
    expect(res.body.boleto).toMatchObject({ line: details.digitable_line, pdfUrl: details.external_resource_url, test: false });
    await providerMoves(provider.id, 'approved');
    expect(await orderRow(res.body.order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });
});

describe('Mercado Pago: divergent payments (issue 33, item 3)', () => {
  /** A charge made at the provider outside our checkout, naming one of our orders. */
  async function strangerCharge(orderId: string, amount: number) {
    const created = await fetch(`${standIn.url}/v1/payments`, {
      method: 'POST',
      headers: { authorization: 'Bearer TEST-stand-in-token', 'content-type': 'application/json', 'x-idempotency-key': `k-${randomUUID()}` },
      body: JSON.stringify({ payment_method_id: 'pix', transaction_amount: amount, external_reference: orderId }),
    }).then((r) => r.json() as Promise<{ id: number }>);
    return created.id;
  }

  it('never marks an order paid by an approved payment of another amount or currency: it is a divergent payment staff see', async () => {
    const admin = await t.as('admin');
    const before = (await admin.get('/api/admin/dashboard')).body.divergentPayments ?? 0;
    const cheap = await placePix();
    standIn.payment(cheap.payment.providerPaymentId)!.transaction_amount = 1;
    await providerMoves(cheap.payment.providerPaymentId, 'approved');
    const dollars = await placePix();
    standIn.payment(dollars.payment.providerPaymentId)!.currency_id = 'USD';
    await providerMoves(dollars.payment.providerPaymentId, 'approved');
    for (const { order } of [cheap, dollars]) {
      expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending', paidAt: null });
      expect(await notes(order.id)).not.toContain(providerPaidNote('mercadopago'));
      expect((await notes(order.id)).filter((n) => n?.startsWith(divergentPaymentNote('mercadopago')))).toHaveLength(1);
    }
    const details = (await admin.get(`/api/admin/orders/${cheap.order.id}`)).body.order.payment;
    expect(details.status).toBe('pending');
    expect(details.divergent).toEqual([
      expect.objectContaining({ providerPaymentId: cheap.payment.providerPaymentId, status: 'approved', amountCents: 100, currency: 'BRL' }),
    ]);
    expect((await admin.get(`/api/admin/orders/${dollars.order.id}`)).body.order.payment.divergent).toEqual([
      expect.objectContaining({ amountCents: 15090, currency: 'USD' }),
    ]);
    expect((await admin.get('/api/admin/dashboard')).body.divergentPayments).toBe(before + 2);
    const listed = await admin.get('/api/admin/orders?payment=divergent&pageSize=100');
    expect(listed.body.items.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([cheap.order.id, dollars.order.id]));
    // The same notification again changes nothing more.
    await deliver(cheap.payment.providerPaymentId);
    await runJobs();
    expect((await notes(cheap.order.id)).filter((n) => n?.startsWith(divergentPaymentNote('mercadopago')))).toHaveLength(1);
    // Staff cannot ship it either.
    expect(
      (await admin.patch(`/api/admin/orders/${cheap.order.id}/status`, { status: 'shipped', version: (await orderRow(cheap.order.id)).version })).status,
    ).toBe(409);
  });

  it('keeps a charge the checkout never created out of the order unless it matches the order, amount and currency exactly', async () => {
    const { order, payment } = await placePix();
    const stranger = await strangerCharge(order.id, 10);
    await providerMoves(stranger, 'approved');
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const admin = await t.as('admin');
    expect((await admin.get(`/api/admin/orders/${order.id}`)).body.order.payment.divergent).toEqual([
      expect.objectContaining({ providerPaymentId: String(stranger), amountCents: 1000, currency: 'BRL' }),
    ]);
    // The order's own charge still settles it.
    await providerMoves(payment.providerPaymentId, 'approved');
    expect(await orderRow(order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    const [own] = await db().select().from(payments).where(eq(payments.providerPaymentId, payment.providerPaymentId));
    const [other] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, String(stranger)));
    expect(own).toMatchObject({ status: 'approved', divergence: null });
    expect(other).toMatchObject({ status: 'approved', amountCents: 1000, divergence: expect.stringContaining('R$') });
  });
});

describe('Mercado Pago: replays and lost events (issue 33, item 6)', () => {
  it('refuses a correctly signed delivery whose timestamp is outside the tolerance (a replay from 2001)', async () => {
    const { order, payment } = await placePix();
    standIn.setStatus(payment.providerPaymentId, 'approved');
    for (const ts of [Math.floor(Date.parse('2001-09-09T01:46:40Z') / 1000), Math.floor(Date.now() / 1000) - 3600]) {
      const res = await deliver(payment.providerPaymentId, { ts });
      expect(res.status).toBe(401);
    }
    await runJobs();
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('takes a delivery repeated with another (unsigned) notification id for the same one', async () => {
    const { payment } = await placePix();
    const requestId = randomUUID();
    const ts = Math.floor(Date.now() / 1000);
    await deliver(payment.providerPaymentId, { requestId, ts, notificationId: 1 });
    await deliver(payment.providerPaymentId, { requestId, ts, notificationId: 2 });
    const stored = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.providerPaymentId, payment.providerPaymentId), eq(paymentEvents.signatureOk, true)));
    expect(stored).toHaveLength(1);
  });

  it('settles chargeback and merchant order notifications by reading their payments again', async () => {
    const { order, payment } = await placePix();
    const mo = standIn.addMerchantOrder([payment.providerPaymentId], order.id);
    standIn.setStatus(payment.providerPaymentId, 'approved');
    expect((await deliver(mo, { type: 'merchant_order', action: 'merchant_order.updated' })).status).toBe(200);
    await runJobs();
    expect(await orderRow(order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    const chargeback = standIn.addChargeback(payment.providerPaymentId);
    standIn.setStatus(payment.providerPaymentId, 'charged_back', 'settled');
    expect((await deliver(chargeback, { type: 'chargebacks', action: 'chargebacks.created' })).status).toBe(200);
    await runJobs();
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'charged_back' });
    expect(await notes(order.id)).toContain(CHARGEBACK_NOTE);
  });

  it('moves a payment back to paid when the shop wins the dispute (in_mediation → approved)', async () => {
    const { order, payment } = await placePix();
    await providerMoves(payment.providerPaymentId, 'approved');
    await providerMoves(payment.providerPaymentId, 'in_mediation', 'in_process');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'charged_back' });
    await providerMoves(payment.providerPaymentId, 'approved');
    expect(await orderRow(order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await paymentOf(order.id)).toMatchObject({ status: 'approved' });
    expect(await notes(order.id)).toContain(disputeWonNote('mercadopago'));
  });

  it("reads recently settled payments again, so a refund made in the provider's dashboard reaches the order", async () => {
    const { order, payment } = await placePix();
    await providerMoves(payment.providerPaymentId, 'approved');
    // Refunded at Mercado Pago's own dashboard: no notification reaches the shop.
    Object.assign(standIn.payment(payment.providerPaymentId)!, { status: 'refunded', status_detail: 'refunded', transaction_amount_refunded: 150.9 });
    await reconcilePaymentsJob(t.ctx, null, new Date(Date.now() + 2 * 3600_000), 1000);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'refunded' });
    expect(await paymentOf(order.id)).toMatchObject({ status: 'refunded', refundedCents: 15090 });
  });

  it('keeps reconciling the other payments when one cannot be read', async () => {
    const broken = await placePix();
    const fine = await placePix();
    standIn.setStatus(fine.payment.providerPaymentId, 'approved');
    standIn.setOutage(`GET /v1/payments/${broken.payment.providerPaymentId}`);
    try {
      // The broken one is the oldest: read first.
      await db()
        .update(payments)
        .set({ updatedAt: new Date(Date.now() - 3600_000) })
        .where(eq(payments.id, broken.payment.id));
      await expect(reconcilePaymentsJob(t.ctx, null, new Date(Date.now() + 4 * 60_000), 1000)).resolves.toBeGreaterThanOrEqual(2);
      expect(await orderRow(fine.order.id)).toMatchObject({ paymentStatus: 'paid' });
      expect(await orderRow(broken.order.id)).toMatchObject({ paymentStatus: 'pending' });
    } finally {
      standIn.setOutage(`GET /v1/payments/${broken.payment.providerPaymentId}`, false);
    }
  });
});

describe('Mercado Pago: late and reverse money', () => {
  it('refunds a payment approved after its order was cancelled, with both events in the order history', async () => {
    const { order, payment } = await placePix();
    const staff = await t.as('admin');
    const cancelled = await staff.patch(`/api/admin/orders/${order.id}/status`, { status: 'cancelled', version: (await orderRow(order.id)).version });
    expect(cancelled.status).toBe(200);
    const version = (await orderRow(order.id)).version;
    await providerMoves(payment.providerPaymentId, 'approved');
    const refund = standIn.calls.filter((c) => c.path === `/v1/payments/${payment.providerPaymentId}/refunds`);
    expect(refund).toHaveLength(1);
    expect(refund[0]!.idempotencyKey).toBe(idempotencyKey(order.id, 'refund', 1));
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const history = await notes(order.id);
    expect(history).toContain(latePaymentNote('mercadopago'));
    expect(history).toContain(LATE_PAYMENT_REFUNDED_NOTE);
    // Each note is a move of the order (decision 076): its version moves and the audit has it, the provider's doing.
    expect((await orderRow(order.id)).version).toBe(version + 2);
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, order.id)).orderBy(asc(auditLog.id));
    expect(audits.slice(-2)).toEqual([
      expect.objectContaining({
        action: 'update',
        userName: 'Sistema (automático)',
        after: { paymentStatus: 'pending', note: latePaymentNote('mercadopago') },
      }),
      expect.objectContaining({ action: 'update', after: expect.objectContaining({ paymentStatus: 'refunded', note: LATE_PAYMENT_REFUNDED_NOTE }) }),
    ]);
    expect(await paymentOf(order.id)).toMatchObject({ status: 'refunded', refundedCents: 15090 });
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id))).toHaveLength(1);
    // The notification of the refund itself changes nothing more.
    await deliver(payment.providerPaymentId);
    await runJobs();
    expect(standIn.calls.filter((c) => c.path === `/v1/payments/${payment.providerPaymentId}/refunds`)).toHaveLength(1);
  });

  it("cancels the provider's charge of an order the expiry job cancelled", async () => {
    const { order, payment } = await placePix();
    const ids = await expireUnpaidOrders(db(), new Date(Date.now() + 31 * 60_000));
    expect(ids).toContain(order.id);
    await cancelExpiredCharges(t.ctx);
    const put = standIn.calls.filter((c) => c.method === 'PUT' && c.path === `/v1/payments/${payment.providerPaymentId}`);
    expect(put).toHaveLength(1);
    expect(put[0]!.idempotencyKey).toBe(idempotencyKey(order.id, 'cancel', 1));
    expect(await paymentOf(order.id)).toMatchObject({ status: 'cancelled' });
  });

  it('tries the cancel again at the next run when the provider could not be reached, keeping the charge open meanwhile', async () => {
    const { order, payment } = await placePix();
    const path = `/v1/payments/${payment.providerPaymentId}`;
    standIn.setOutage(`PUT ${path}`);
    expect(await expireUnpaidOrders(db(), new Date(Date.now() + 31 * 60_000))).toContain(order.id);
    expect(await cancelExpiredCharges(t.ctx)).toBeGreaterThanOrEqual(1);
    // Not marked cancelled: the provider said nothing.
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled' });
    expect(await paymentOf(order.id)).toMatchObject({ status: 'pending' });
    expect(standIn.payment(payment.providerPaymentId)!.status).toBe('pending');

    // The next run of the expiry job finds no new order to cancel and still cancels the charge, with the same key.
    standIn.setOutage(`PUT ${path}`, false);
    await SHOP_JOB_HANDLERS['orders.expire-unpaid'](t.ctx, {});
    const puts = standIn.calls.filter((c) => c.method === 'PUT' && c.path === path);
    expect(puts.length).toBeGreaterThan(1);
    expect(new Set(puts.map((c) => c.idempotencyKey))).toEqual(new Set([idempotencyKey(order.id, 'cancel', 1)]));
    expect(await paymentOf(order.id)).toMatchObject({ status: 'cancelled' });
    expect(standIn.payment(payment.providerPaymentId)!.status).toBe('cancelled');
    // Once cancelled, later runs leave it alone.
    await SHOP_JOB_HANDLERS['orders.expire-unpaid'](t.ctx, {});
    expect(standIn.calls.filter((c) => c.method === 'PUT' && c.path === path)).toHaveLength(puts.length);
  });

  it('shows a chargeback on the paid order', async () => {
    const { order, payment } = await placePix();
    await providerMoves(payment.providerPaymentId, 'approved');
    await providerMoves(payment.providerPaymentId, 'charged_back', 'settled');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'charged_back', status: 'processing' });
    expect(await notes(order.id)).toContain(CHARGEBACK_NOTE);
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.paymentStatus, 'charged_back'));
    const dashboard = await (await t.as('admin')).get('/api/admin/dashboard');
    expect(dashboard.body.chargebacks).toBe(before[0]!.n);
    expect(dashboard.body.chargebacks).toBeGreaterThanOrEqual(1);
  });

  it('reads again the payments left pending past a few minutes, so a lost notification still settles the order', async () => {
    const { order, payment } = await placePix();
    standIn.setStatus(payment.providerPaymentId, 'approved');
    await reconcilePaymentsJob(t.ctx, null, new Date());
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    await reconcilePaymentsJob(t.ctx, null, new Date(Date.now() + 4 * 60_000), 1000);
    expect(await orderRow(order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await notes(order.id)).toContain(providerPaidNote('mercadopago'));
  });

  it('refunds a paid order cancelled in the back-office, and refunds part of another on request, both audited', async () => {
    const staff = await t.as('admin');
    const paid = async () => {
      const placed = await placePix();
      await providerMoves(placed.payment.providerPaymentId, 'approved');
      return placed;
    };
    const { order, payment } = await paid();
    const res = await staff.patch(`/api/admin/orders/${order.id}/status`, { status: 'cancelled', version: (await orderRow(order.id)).version });
    expect(res.status).toBe(200);
    expect(res.body.order.payment).toMatchObject({ status: 'refunded', provider: { status: 'refunded', refundedCents: 15090 } });
    expect(res.body.order.payment.provider.refunds).toEqual([
      expect.objectContaining({ amountCents: 15090, reason: 'Pedido cancelado no back-office', userName: expect.any(String) }),
    ]);
    expect(standIn.calls.filter((c) => c.path === `/v1/payments/${payment.providerPaymentId}/refunds`)).toHaveLength(1);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'refund')));
    expect(audits).toHaveLength(1);

    const other = await paid();
    const tooMuch = await staff.post(`/api/admin/orders/${other.order.id}/refund`, {
      amountCents: 15091,
      reason: 'Produto com defeito',
      idempotencyKey: randomUUID(),
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toMatch(/R\$\s150,90/);
    const seen = (await orderRow(other.order.id)).version;
    const part = await staff.post(`/api/admin/orders/${other.order.id}/refund`, {
      amountCents: 5000,
      reason: 'Produto com defeito',
      idempotencyKey: randomUUID(),
    });
    expect(part.status).toBe(200);
    expect(part.body.order.payment).toMatchObject({ status: 'paid', provider: { status: 'approved', refundedCents: 5000 } });
    const sent = standIn.calls.filter((c) => c.path === `/v1/payments/${other.payment.providerPaymentId}/refunds`);
    expect(sent.map((c) => [c.body, c.idempotencyKey])).toEqual([[{ amount: 50 }, idempotencyKey(other.order.id, 'refund', 1)]]);
    // A partial refund is a move of the order too (decision 076): a save made on the order as it was before is stale.
    expect((await orderRow(other.order.id)).version).toBe(seen + 1);
    const stale = await staff.patch(`/api/admin/orders/${other.order.id}/status`, { status: 'shipped', version: seen });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'STALE_DOCUMENT']);
    const bad = await staff.post(`/api/admin/orders/${other.order.id}/refund`, { amountCents: 0, reason: 'x', idempotencyKey: randomUUID() });
    expect(bad.status).toBe(400);
    const customerTry = await customer.post(`/api/admin/orders/${other.order.id}/refund`, { amountCents: 100, reason: 'quero', idempotencyKey: randomUUID() });
    expect(customerTry.status).toBe(403);
  });

  it('lets only holders of the refund permission refund or cancel a paid order; Gerente and Administrador by default', async () => {
    expect(DEFAULT_PERMISSIONS.Gerente).toContain('payments.refund');
    for (const title of ['Funcionário', 'Almoxarife', 'Supervisor'] as const) expect(DEFAULT_PERMISSIONS[title]).not.toContain('payments.refund');
    const admin = await t.as('admin');
    const supervisor = await t.as('staff');
    const clerk = (await signedInStaff(t, admin, 'Funcionário')).client;
    const manager = (await signedInStaff(t, admin, 'Gerente')).client;
    const { order, payment } = await placePix();
    await providerMoves(payment.providerPaymentId, 'approved');
    const refundBody = () => ({ amountCents: 1000, reason: 'Produto com defeito', idempotencyKey: randomUUID() });
    for (const who of [clerk, supervisor]) {
      const refused = await who.post(`/api/admin/orders/${order.id}/refund`, refundBody());
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe('Você não tem permissão para estornar pagamentos e cancelar pedidos pagos.');
      const cancel = await who.patch(`/api/admin/orders/${order.id}/status`, { status: 'cancelled', version: (await orderRow(order.id)).version });
      expect(cancel.status).toBe(403);
    }
    expect(standIn.calls.filter((c) => c.path === `/v1/payments/${payment.providerPaymentId}/refunds`)).toHaveLength(0);
    expect(await orderRow(order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    // An unpaid order is still cancelled by anyone who changes statuses.
    const unpaid = await placePix();
    expect(
      (await clerk.patch(`/api/admin/orders/${unpaid.order.id}/status`, { status: 'cancelled', version: (await orderRow(unpaid.order.id)).version })).status,
    ).toBe(200);
    expect((await manager.post(`/api/admin/orders/${order.id}/refund`, refundBody())).status).toBe(200);
    expect((await manager.patch(`/api/admin/orders/${order.id}/status`, { status: 'cancelled', version: (await orderRow(order.id)).version })).status).toBe(
      200,
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('refunds once when the same partial refund is sent twice (its idempotency key), one after the other or at once', async () => {
    const admin = await t.as('admin');
    const { order, payment } = await placePix();
    await providerMoves(payment.providerPaymentId, 'approved');
    const body = { amountCents: 2000, reason: 'Produto com defeito', idempotencyKey: randomUUID() };
    const first = await admin.post(`/api/admin/orders/${order.id}/refund`, body);
    const again = await admin.post(`/api/admin/orders/${order.id}/refund`, body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.order.payment.provider).toMatchObject({ refundedCents: 2000 });
    const twin = { ...body, idempotencyKey: randomUUID() };
    const both = await Promise.all([admin.post(`/api/admin/orders/${order.id}/refund`, twin), admin.post(`/api/admin/orders/${order.id}/refund`, twin)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await paymentOf(order.id)).toMatchObject({ refundedCents: 4000 });
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id))).toHaveLength(2);
    expect(standIn.payment(payment.providerPaymentId)!.transaction_amount_refunded).toBe(40);
    const missing = await admin.post(`/api/admin/orders/${order.id}/refund`, { amountCents: 100, reason: 'Sem chave' });
    expect(missing.status).toBe(400);
  });

  it("shows the provider's payment and every notification on the order, and filters the list by payment", async () => {
    const { order, payment } = await placePix();
    standIn.setStatus(payment.providerPaymentId, 'approved');
    await deliver(payment.providerPaymentId, { secret: 'forjado' });
    await deliver(payment.providerPaymentId);
    await runJobs();
    await providerMoves(payment.providerPaymentId, 'charged_back', 'settled');
    const staff = await t.as('admin');
    const details = await staff.get(`/api/admin/orders/${order.id}`);
    expect(details.body.order.payment.provider).toMatchObject({
      provider: 'mercadopago',
      providerPaymentId: payment.providerPaymentId,
      method: 'pix',
      status: 'charged_back',
      statusLabel: 'Contestado (chargeback)',
      amountCents: 15090,
      installments: 1,
    });
    expect(details.body.order.payment.provider.events.map((e: { signatureOk: boolean }) => e.signatureOk)).toEqual([false, true, true]);
    const listed = await staff.get('/api/admin/orders?payment=charged_back&pageSize=100');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((o: { id: string }) => o.id)).toContain(order.id);
    expect(listed.body.items.every((o: { paymentStatus: string }) => o.paymentStatus === 'charged_back')).toBe(true);
    const pending = await staff.get('/api/admin/orders?payment=pending&pageSize=100');
    expect(pending.body.items.map((o: { id: string }) => o.id)).not.toContain(order.id);
    expect((await staff.get('/api/admin/orders?payment=talvez')).status).toBe(400);
  });

  it("never lets staff mark a provider's order paid by hand", async () => {
    const { order } = await placePix();
    const staff = await t.as('admin');
    const res = await staff.post(`/api/admin/orders/${order.id}/mark-paid`);
    expect(res.status).toBe(409);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it("tells the checkout the provider's public key and script, and lets only that script's origin into the CSP", async () => {
    const res = await customer.get('/api/store/payment-provider');
    expect(res.body).toEqual({ provider: 'mercadopago', publicKey: 'TEST-stand-in-public-key', sdkUrl: `${standIn.url}/js/v2`, maxInstallments: 12 });
    expect(JSON.stringify(res.body)).not.toContain('TEST-stand-in-token');
    expect(res.headers.get('content-security-policy')).toMatch(new RegExp(`script-src 'self' [^;]* ${standIn.url.replace(/[.:/]/g, '\\$&')}`));
  });

  it("refuses Mercado Pago's signature on the webhook when the shop runs on the sandbox (its own secret), and keeps the CSP and checkout on the sandbox", async () => {
    const sandbox = await createTestApp();
    try {
      const n = signedNotification(1);
      const res = await sandbox.client().request('POST', n.path, n.body, n.headers);
      expect(res.status).toBe(401);
      const info = await (await sandbox.as('customer')).get('/api/store/payment-provider');
      expect(info.body).toEqual({ provider: 'sandbox', maxInstallments: 12 });
      expect(info.headers.get('content-security-policy')).not.toMatch(/mercadopago|127\.0\.0\.1/);
    } finally {
      await sandbox.close();
    }
  });
});
