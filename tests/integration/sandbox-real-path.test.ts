import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatBRL } from '@/domain/money';
import { PAYMENT_NOT_FOUND_MESSAGE } from '@/domain/schemas/admin-orders';
import { orders, payments } from '@/server/db/schema';
import { runDueJobs } from '@/server/job-runner/job-runner';
import { SHOP_JOB_HANDLERS } from '@/server/job-runner/shop-jobs';
import { DIVERGENT_NOTHING_LEFT_MESSAGE, ONLY_DIVERGENT_MESSAGE, signedPaymentNotification } from '@/server/modules/payments';
import { pixTxid } from '@/server/modules/payments/pix-code';
import { divergentRefundNote } from '@/server/modules/payments/refunds';
import { NO_DIVERGENT_CHARGEBACK_MESSAGE } from '@/server/modules/payments/sandbox-payment-routes';
import type { SandboxRemote } from '@/server/modules/payments/sandbox-remote';
import { providerPaidNote } from '@/server/modules/payments/settle-provider-payment';
import { createProduct, newCustomer, productRow } from '../support/app-fixtures';
import { futureExpiry, orderBody } from '../support/fixtures';
import { STAND_IN_SECRET } from '../support/mercadopago-stand-in';
import { setUpTestApp, type TestClient } from '../support/test-app';

// Issue 33, "the sandbox walks the real path" (decision 060): the shop's sandbox goes through the one checkout, signed webhook route, settle job, refund
// and chargeback code that Mercado Pago uses. Its payments are kept in the database and its
// notifications, signed with its own secret, reach the shop's webhook route through a job.
const t = setUpTestApp();
let customer: TestClient;
let sandbox: SandboxRemote;

beforeAll(async () => {
  ({ client: customer } = await newCustomer(t, 'sbx'));
  sandbox = t.ctx.payments as typeof t.ctx.payments & SandboxRemote;
});

const db = () => t.ctx.database.db;
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentOf = async (orderId: string) => (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
async function runJobs() {
  for (let i = 0; i < 10; i++) {
    if ((await runDueJobs(t.ctx, SHOP_JOB_HANDLERS, { instanceId: 'test', recurring: [], backoffMs: 0 })) === 0) return;
  }
}
/** A test card as the checkout pays with it: tokenised by the sandbox's card form first. */
async function testCard(number: string) {
  const res = await customer.post('/api/store/payment-provider/card-token', {
    cardNumber: number,
    cardName: 'MARIA',
    cardExpiry: futureExpiry(),
    cardCvv: '123',
  });
  expect(res.status).toBe(200);
  expect(JSON.stringify(res.body)).not.toContain(number.slice(0, 12));
  return { paymentMethod: 'credit', ...res.body, installments: 1 };
}

describe('the sandbox on the real path', () => {
  it('a Pix order waits unpaid until the demo control approves it, then the signed notification pays it', async () => {
    const product = await createProduct(t, { stock: 5, priceCents: 4000 });
    const res = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }]));
    expect(res.status).toBe(201);
    expect(res.body.pix.payload).toContain(pixTxid(res.body.order.id));
    const payment = await paymentOf(res.body.order.id);
    expect(payment).toMatchObject({ provider: 'sandbox', status: 'pending', amountCents: 4000 });
    await runJobs();
    expect((await orderRow(res.body.order.id)).paymentStatus).toBe('pending');
    const staff = await t.as('admin');
    // The provider holds it, whatever its name: outside the demo staff cannot mark it paid by hand.
    t.ctx.config.demo = false;
    try {
      expect((await staff.post(`/api/admin/orders/${res.body.order.id}/mark-paid`)).status).toBe(409);
    } finally {
      t.ctx.config.demo = true;
    }
    // In the demo 'Marcar como pago' is the sandbox's 'Aprovar pagamento': the order follows only its notification.
    const marked = await staff.post(`/api/admin/orders/${res.body.order.id}/mark-paid`);
    expect(marked.status).toBe(200);
    expect((await orderRow(res.body.order.id)).paymentStatus).toBe('pending');
    expect((await sandbox.readPayment(payment.providerPaymentId)).status).toBe('approved');
    await runJobs();
    expect(await orderRow(res.body.order.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    // The order's history names the provider that approved it.
    const history = await staff.get(`/api/admin/orders/${res.body.order.id}`);
    expect(JSON.stringify(history.body)).toContain(providerPaidNote('sandbox'));
    expect(providerPaidNote('sandbox')).toBe('Pagamento aprovado pelo sandbox de pagamentos');
  });

  it('a test card is charged, paid by its notification, refunded in part with Estornar, then charged back (Contestado)', async () => {
    const product = await createProduct(t, { stock: 5, priceCents: 15090 });
    const res = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }], await testCard('4111111111111111')));
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ cardBrand: 'Visa', cardLast4: '1111' });
    await runJobs();
    const orderId = res.body.order.id as string;
    expect(await orderRow(orderId)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    const staff = await t.as('admin');
    const part = await staff.post(`/api/admin/orders/${orderId}/refund`, { amountCents: 5000, reason: 'Produto com defeito', idempotencyKey: randomUUID() });
    expect(part.status).toBe(200);
    const payment = await paymentOf(orderId);
    expect((await sandbox.readPayment(payment.providerPaymentId)).refundedCents).toBe(5000);
    await sandbox.chargeBack(payment.providerPaymentId);
    await runJobs();
    expect((await orderRow(orderId)).paymentStatus).toBe('charged_back');
  });

  it('the back-office tells the sandbox to pay a different amount, refuse, or charge back, in demo mode, through the signed notification', async () => {
    const staff = await t.as('admin');
    const product = await createProduct(t, { stock: 5, priceCents: 4000 });
    const pix = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }]));
    const other = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }]));
    const bad = await staff.post(`/api/admin/sandbox-payments/${pix.body.order.id}`, { action: 'pay_amount' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Informe o valor pago, em centavos.');
    expect((await staff.post(`/api/admin/sandbox-payments/${pix.body.order.id}`, { action: 'voar' })).status).toBe(400);
    const diverged = await staff.post(`/api/admin/sandbox-payments/${pix.body.order.id}`, { action: 'pay_amount', amountCents: 3000 });
    expect(diverged.status).toBe(200);
    expect(diverged.body.payment).toMatchObject({ status: 'approved', amountCents: 3000 });
    expect((await sandbox.readPayment((await paymentOf(pix.body.order.id)).providerPaymentId)).amountCents).toBe(3000);
    const refused = await staff.post(`/api/admin/sandbox-payments/${other.body.order.id}`, { action: 'refuse' });
    expect(refused.body.payment.status).toBe('rejected');
    await runJobs();
    expect((await paymentOf(other.body.order.id)).status).toBe('rejected');
    expect((await customer.post(`/api/admin/sandbox-payments/${pix.body.order.id}`, { action: 'approve' })).status).toBe(403);
    // Outside the demo the controls do not exist.
    t.ctx.config.demo = false;
    try {
      expect((await staff.post(`/api/admin/sandbox-payments/${other.body.order.id}`, { action: 'approve' })).status).toBe(404);
    } finally {
      t.ctx.config.demo = true;
    }
  });

  it("a payment of another amount is not the order's money: no refund of the order and no chargeback, but that payment is refunded on its own, once", async () => {
    const staff = await t.as('admin');
    const product = await createProduct(t, { stock: 5, priceCents: 4000 });
    const res = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }]));
    const orderId = res.body.order.id as string;
    expect((await staff.post(`/api/admin/sandbox-payments/${orderId}`, { action: 'pay_amount', amountCents: 3000 })).status).toBe(200);
    await runJobs();
    const payment = await paymentOf(orderId);
    expect(payment.divergence).toBe(`valor ${formatBRL(3000)} em vez de ${formatBRL(4000)}`);
    const before = await staff.get(`/api/admin/orders/${orderId}`);
    expect(before.body.order.payment).toMatchObject({ status: 'pending', provider: { divergent: true, status: 'approved' } });

    // 'Estornar' of the order and 'Simular contestação' have nothing of the order's to act on.
    const orderRefund = await staff.post(`/api/admin/orders/${orderId}/refund`, { amountCents: 3000, reason: 'Teste', idempotencyKey: randomUUID() });
    expect(orderRefund.status).toBe(409);
    expect(orderRefund.body.error.message).toBe(ONLY_DIVERGENT_MESSAGE);
    const dispute = await staff.post(`/api/admin/sandbox-payments/${orderId}`, { action: 'charge_back' });
    expect(dispute.status).toBe(409);
    expect(dispute.body.error.message).toBe(NO_DIVERGENT_CHARGEBACK_MESSAGE);
    expect((await sandbox.readPayment(payment.providerPaymentId)).status).toBe('approved');

    const path = `/api/admin/orders/${orderId}/divergent-payments/${payment.providerPaymentId}/refund`;
    const key = randomUUID();
    expect((await staff.post(path, { reason: 'x', idempotencyKey: key })).status).toBe(400);
    expect(
      (await staff.post(`/api/admin/orders/${orderId}/divergent-payments/nao%20existe/refund`, { reason: 'Valor errado', idempotencyKey: key })).status,
    ).toBe(400);
    const unknown = await staff.post(`/api/admin/orders/${orderId}/divergent-payments/sbx-0000/refund`, { reason: 'Valor errado', idempotencyKey: key });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(PAYMENT_NOT_FOUND_MESSAGE);

    const refunded = await staff.post(path, { reason: 'Valor pago diferente do pedido', idempotencyKey: key });
    expect(refunded.status).toBe(200);
    expect(refunded.body.order.payment.divergent[0]).toMatchObject({ status: 'refunded', refundedCents: 3000 });
    expect(refunded.body.order.payment.status).toBe('pending');
    expect(refunded.body.order.payment.provider).toMatchObject({ divergent: true, status: 'refunded', statusDetail: 'refunded', refundedCents: 3000 });
    expect(JSON.stringify(refunded.body.order.history)).toContain(divergentRefundNote(3000, 'BRL', 'sandbox'));
    // The same request again (a double click, a lost answer) refunds once; a new one finds nothing left.
    expect((await staff.post(path, { reason: 'Valor pago diferente do pedido', idempotencyKey: key })).status).toBe(200);
    expect((await sandbox.readPayment(payment.providerPaymentId)).refundedCents).toBe(3000);
    const again = await staff.post(path, { reason: 'Outra vez', idempotencyKey: randomUUID() });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(DIVERGENT_NOTHING_LEFT_MESSAGE);
    // The refund's own notification moves that payment only: the order still waits for its payment.
    await runJobs();
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('a card ending in 0002 is declined with no order left and its stock back', async () => {
    const product = await createProduct(t, { stock: 5 });
    const res = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }], await testCard('4000000000000002')));
    expect(res.status).toBe(402);
    expect((await productRow(t, product.id)).stock).toBe(5);
  });
});

describe("the sandbox's notifications", () => {
  it('go through the payment webhook route, which refuses one not signed with the sandbox secret', async () => {
    const forged = signedPaymentNotification(STAND_IN_SECRET, 'sbx-0123456789abcdef');
    const res = await t.client().request('POST', forged.path, forged.body, forged.headers);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Assinatura da notificação inválida.');
  });
});
