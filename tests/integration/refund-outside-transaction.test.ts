import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '@/server/db/schema';
import { runDueJobs } from '@/server/job-runner/job-runner';
import { SHOP_JOB_HANDLERS } from '@/server/job-runner/shop-jobs';
import { createMercadoPagoProvider, idempotencyKey } from '@/server/modules/payments/mercadopago/mercadopago-provider';
import type { PaymentProvider } from '@/server/modules/payments/payment-provider';
import { createProduct, newCustomer, productRow } from '../support/app-fixtures';
import { orderBody } from '../support/fixtures';
import { signedNotification, startMercadoPagoStandIn } from '../support/mercadopago-stand-in';
import { setUpAppWithStandIn, type TestClient } from '../support/test-app';

// Issue 33 / brief 'refund': a refund is reserved in one short transaction, sent to the provider
// with no lock or pooled connection held, and its answer recorded in another; a lost answer is
// asked again under the same key by the reconciliation job. Mercado Pago is the local stand-in.
const { t, standIn } = setUpAppWithStandIn(startMercadoPagoStandIn);
let customer: TestClient;
let shopProvider: PaymentProvider;

beforeAll(async () => {
  ({ client: customer } = await newCustomer(t, 'refund2p'));
  shopProvider = t.ctx.payments;
});

afterEach(() => {
  t.ctx.payments = shopProvider;
  standIn.loseRefundAnswers(0);
  standIn.refuseRefunds(0);
});

const db = () => t.ctx.database.db;
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentOf = async (orderId: string) => (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
type RefundRow = { status: string; amount_cents: number; attempt: number | null; failure: string | null; provider_refund_id: string | null; kind: string };
const refundRows = async (paymentId: number) =>
  (await db().execute(sql`SELECT * FROM payment_refunds WHERE payment_id = ${paymentId} ORDER BY id`)).rows as RefundRow[];
const refundCalls = (providerPaymentId: string) => standIn.calls.filter((c) => c.path === `/v1/payments/${providerPaymentId}/refunds`);

/** The shop's provider with a short SDK timeout and no retries, so a lost answer is given up on quickly. */
function impatientProvider(timeoutMs = 300) {
  t.ctx.payments = createMercadoPagoProvider(t.ctx.config.mercadopago!, { timeoutMs, retries: 0, retryDelayMs: 1 });
}

async function runJobs() {
  for (let i = 0; i < 10; i++) {
    if ((await runDueJobs(t.ctx, SHOP_JOB_HANDLERS, { instanceId: 'test', recurring: [], backoffMs: 0 })) === 0) return;
  }
}

/** A Pix order paid at the provider and settled by its notification. */
async function paidOrder(quantity = 1) {
  const product = await createProduct(t, { stock: 10, priceCents: 15090 });
  const res = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity }]));
  expect(res.status).toBe(201);
  const order = res.body.order as { id: string };
  const payment = await paymentOf(order.id);
  standIn.setStatus(payment.providerPaymentId, 'approved');
  const n = signedNotification(payment.providerPaymentId);
  await t.client().request('POST', n.path, n.body, n.headers);
  await runJobs();
  expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid', status: 'processing' });
  return { order, payment, product };
}

/**
 * Another transaction locks the order without waiting (NOWAIT: a lock held elsewhere fails at
 * once) and writes it, then reads the refund's reservation — what the provider call must allow.
 */
async function lockAndTouchOrder(orderId: string) {
  return db().transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE NOWAIT`);
    await tx.execute(sql`UPDATE orders SET updated_at = now() WHERE id = ${orderId}`);
    return (await tx.execute(sql`SELECT r.status FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.order_id = ${orderId}`)).rows as {
      status: string;
    }[];
  });
}

/** The refund reservations of `orderId` made to look older than the recovery's wait, as after a crash. */
async function ageRefunds(orderId: string) {
  await db().execute(
    sql`UPDATE payment_refunds SET created_at = created_at - interval '1 hour', updated_at = updated_at - interval '1 hour'
        WHERE payment_id IN (SELECT id FROM payments WHERE order_id = ${orderId})`,
  );
}

describe('a refund is sent with no lock held', () => {
  it("'Estornar': while the provider works on the refund, another transaction locks and updates the order, and sees the refund reserved", async () => {
    impatientProvider(5_000);
    const admin = await t.as('admin');
    const { order, payment } = await paidOrder();
    let seen: { status: string }[] | undefined;
    standIn.whileRefunding(async () => {
      seen = await lockAndTouchOrder(order.id);
    });
    const res = await admin.post(`/api/admin/orders/${order.id}/refund`, { amountCents: 5000, reason: 'Produto com defeito', idempotencyKey: randomUUID() });
    expect(standIn.failures).toEqual([]);
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ status: 'pending' }]);
    expect(res.body.order.payment).toMatchObject({ status: 'paid', provider: { status: 'approved', refundedCents: 5000 } });
    expect(await refundRows(payment.id)).toMatchObject([{ status: 'done', amount_cents: 5000, attempt: 1 }]);
    expect(refundCalls(payment.providerPaymentId).map((c) => c.idempotencyKey)).toEqual([idempotencyKey(order.id, 'refund', 1)]);
  });

  it('cancelling a paid order: the refund is sent with the order unlocked, then the order is cancelled with its stock returned', async () => {
    impatientProvider(5_000);
    const admin = await t.as('admin');
    const { order, payment, product } = await paidOrder(2);
    expect((await productRow(t, product.id)).stock).toBe(8);
    let seen: { status: string }[] | undefined;
    let during: { status: string; paymentStatus: string } | undefined;
    standIn.whileRefunding(async () => {
      seen = await lockAndTouchOrder(order.id);
      during = await orderRow(order.id);
    });
    const res = await admin.patch(`/api/admin/orders/${order.id}/status`, { status: 'cancelled', version: (await orderRow(order.id)).version });
    expect(standIn.failures).toEqual([]);
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ status: 'pending' }]);
    // Nothing moves before the provider says the money went back.
    expect(during).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(res.body.order.payment.provider.refunds).toEqual([
      expect.objectContaining({ amountCents: 15090 * 2, reason: 'Pedido cancelado no back-office', status: 'done' }),
    ]);
    expect((await productRow(t, product.id)).stock).toBe(10);
    expect(refundCalls(payment.providerPaymentId)).toHaveLength(1);
  });
});

describe('a refund whose answer is lost', () => {
  it('stays reserved, and the reconciliation job asks again with the same key: refunded exactly once', async () => {
    impatientProvider();
    const admin = await t.as('admin');
    const { order, payment } = await paidOrder();
    standIn.loseRefundAnswers(1);
    const body = { amountCents: 3000, reason: 'Produto com defeito', idempotencyKey: randomUUID() };
    const res = await admin.post(`/api/admin/orders/${order.id}/refund`, body);
    expect(res.status).toBe(502);
    // The provider did refund; the shop does not know yet.
    expect(standIn.payment(payment.providerPaymentId)!.transaction_amount_refunded).toBe(30);
    expect(await refundRows(payment.id)).toMatchObject([{ status: 'pending', amount_cents: 3000, attempt: 1 }]);
    expect(await paymentOf(order.id)).toMatchObject({ refundedCents: 0, status: 'approved' });

    // Too early: a refund just reserved may still be on its way; nothing is asked.
    const before = refundCalls(payment.providerPaymentId).length;
    await SHOP_JOB_HANDLERS['payments.reconcile'](t.ctx, {});
    expect(refundCalls(payment.providerPaymentId)).toHaveLength(before);

    await ageRefunds(order.id);
    await SHOP_JOB_HANDLERS['payments.reconcile'](t.ctx, {});
    expect(await refundRows(payment.id)).toMatchObject([{ status: 'done', amount_cents: 3000 }]);
    expect(await paymentOf(order.id)).toMatchObject({ refundedCents: 3000, status: 'approved' });
    expect(standIn.payment(payment.providerPaymentId)!.transaction_amount_refunded).toBe(30);
    expect(new Set(refundCalls(payment.providerPaymentId).map((c) => c.idempotencyKey))).toEqual(new Set([idempotencyKey(order.id, 'refund', 1)]));

    // Staff press 'Estornar' again in the same dialog (same key): nothing more is refunded.
    t.ctx.payments = shopProvider;
    const again = await admin.post(`/api/admin/orders/${order.id}/refund`, body);
    expect(again.status).toBe(200);
    expect(again.body.order.payment.provider.refundedCents).toBe(3000);
    expect(standIn.payment(payment.providerPaymentId)!.transaction_amount_refunded).toBe(30);
    await SHOP_JOB_HANDLERS['payments.reconcile'](t.ctx, {});
    expect(await refundRows(payment.id)).toHaveLength(1);
  });

  it("a cancellation whose refund answer is lost is finished by the job: cancelled, stock back, 'Estornado', refunded once", async () => {
    impatientProvider();
    const admin = await t.as('admin');
    const { order, payment, product } = await paidOrder();
    standIn.loseRefundAnswers(1);
    const res = await admin.patch(`/api/admin/orders/${order.id}/status`, { status: 'cancelled', version: (await orderRow(order.id)).version });
    expect(res.status).toBe(502);
    expect(await orderRow(order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect((await productRow(t, product.id)).stock).toBe(9);
    t.ctx.payments = shopProvider;
    await ageRefunds(order.id);
    await SHOP_JOB_HANDLERS['payments.reconcile'](t.ctx, {});
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await productRow(t, product.id)).stock).toBe(10);
    expect(await paymentOf(order.id)).toMatchObject({ refundedCents: 15090, status: 'refunded' });
    expect(standIn.payment(payment.providerPaymentId)!.transaction_amount_refunded).toBe(150.9);
    await SHOP_JOB_HANDLERS['payments.reconcile'](t.ctx, {});
    expect((await productRow(t, product.id)).stock).toBe(10);
  });
});

describe('refunds that race or are refused', () => {
  it('two refunds of the full amount at once: one is sent and wins, the other is refused before reaching the provider', async () => {
    impatientProvider(5_000);
    const admin = await t.as('admin');
    const { order, payment } = await paidOrder();
    const full = () => ({ amountCents: 15090, reason: 'Cliente desistiu', idempotencyKey: randomUUID() });
    let second: { status: number; body: { error?: { message: string } } } | undefined;
    standIn.whileRefunding(async () => {
      second = await admin.post(`/api/admin/orders/${order.id}/refund`, full());
    });
    const first = await admin.post(`/api/admin/orders/${order.id}/refund`, full());
    expect(standIn.failures).toEqual([]);
    expect(first.status).toBe(200);
    expect(second!.status).toBe(400);
    expect(second!.body.error!.message).toBe('O estorno passa do valor que ainda pode ser devolvido (R$\u00a00,00).');
    expect(refundCalls(payment.providerPaymentId)).toHaveLength(1);
    expect(await paymentOf(order.id)).toMatchObject({ refundedCents: 15090, status: 'refunded' });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'refunded' });
  });

  it("a refund the provider refuses is kept as 'Falhou' with its reason for staff, and nothing is refunded", async () => {
    const admin = await t.as('admin');
    const { order, payment } = await paidOrder();
    standIn.refuseRefunds(1);
    const res = await admin.post(`/api/admin/orders/${order.id}/refund`, { amountCents: 1000, reason: 'Produto com defeito', idempotencyKey: randomUUID() });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toMatch(/Mercado Pago não aceitou/);
    const [row] = await refundRows(payment.id);
    expect(row).toMatchObject({ status: 'failed', amount_cents: 1000 });
    expect(row!.failure).toMatch(/Payment without sufficient funds to refund/);
    const details = await admin.get(`/api/admin/orders/${order.id}`);
    expect(details.body.order.payment.provider).toMatchObject({ refundedCents: 0 });
    expect(details.body.order.payment.provider.refunds).toEqual([
      expect.objectContaining({ amountCents: 1000, status: 'failed', statusLabel: 'Falhou', failure: row!.failure }),
    ]);
    // The next try is a new refund, under the next key.
    const retry = await admin.post(`/api/admin/orders/${order.id}/refund`, { amountCents: 1000, reason: 'Produto com defeito', idempotencyKey: randomUUID() });
    expect(retry.status).toBe(200);
    expect(refundCalls(payment.providerPaymentId).map((c) => c.idempotencyKey)).toEqual([
      idempotencyKey(order.id, 'refund', 1),
      idempotencyKey(order.id, 'refund', 2),
    ]);
    expect((await refundRows(payment.id)).map((r) => r.status)).toEqual(['failed', 'done']);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });
});
