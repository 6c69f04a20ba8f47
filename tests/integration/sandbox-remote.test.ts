import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, sandboxPayments } from '@/server/db/schema';
import { signedPaymentNotification } from '@/server/modules/payments';
import { idempotencyKey } from '@/server/modules/payments/mercadopago/mercadopago-provider';
import { PaymentDeclinedError, PaymentProviderError } from '@/server/modules/payments/payment-provider';
import { cardOfDigits, createSandboxRemote } from '@/server/modules/payments/sandbox-remote';
import { setUpTestApp } from '../support/test-app';

// The payment sandbox as a remote provider (issue 33, decision 060): its payments in the database,
// each write kept under its idempotency key, each move a notification job.
const t = setUpTestApp({ demo: false });

const ORDER = '0f6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10';
const PAYER = { name: 'Maria', email: 'm@luzdafe.test', cpf: null, address: null };
const base = (orderId = ORDER) => ({ orderId, attempt: 1, amountCents: 15090, description: 'Pedido', payer: PAYER });
const sandbox = () => createSandboxRemote({ database: t.ctx.database, cardOf: cardOfDigits, pixPayload: (o) => `PIX-${o.id}-${o.totalCents}` });

/** The payments the sandbox has notified the shop of (its notification jobs), oldest first. */
async function notified(paymentId: string): Promise<number> {
  const rows = await t.ctx.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, 'payments.sandbox-notify'), sql`${jobs.payload}->>'paymentId' = ${paymentId}`));
  return rows.length;
}

describe('the sandbox as a remote provider (issue 33)', () => {
  it('creates a Pix charge once per key, pending until paid, kept in the database and found by the order', async () => {
    const remote = sandbox();
    const expiresAt = new Date('2026-11-27T12:00:00Z');
    const pix = await remote.createPix({ ...base(), expiresAt });
    expect(pix).toMatchObject({ method: 'pix', status: 'pending', amountCents: 15090, orderId: ORDER, pix: { qrCode: `PIX-${ORDER}-15090` }, expiresAt });
    expect(await remote.createPix({ ...base(), expiresAt })).toEqual(pix);
    expect((await remote.findPayments(ORDER)).map((p) => p.id)).toEqual([pix.id]);
    expect(await notified(pix.id)).toBe(1);
    // Another sandbox (another instance, or after a restart) sees the same payment.
    expect(await sandbox().approve(pix.id)).toMatchObject({ status: 'approved' });
    expect((await remote.readPayment(pix.id)).status).toBe('approved');
    expect(await notified(pix.id)).toBe(2);
    const [row] = await t.ctx.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, pix.id));
    expect(row).toMatchObject({ status: 'approved', orderId: ORDER });
  });

  it('approves a test card at once and declines one ending in 0002, the same key answering the same', async () => {
    const remote = sandbox();
    const orderId = '1a6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10';
    const card = { ...base(orderId), token: '4111111111111111', paymentMethodId: 'visa', issuerId: null, installments: 3, method: 'credit' as const };
    const paid = await remote.chargeCardToken(card);
    expect(paid).toMatchObject({ status: 'approved', installments: 3, card: { brand: 'Visa', last4: '1111' } });
    expect((await remote.chargeCardToken(card)).id).toBe(paid.id);
    const other = { ...card, orderId: '1f6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10', token: '4000000000000002' };
    await expect(remote.chargeCardToken(other)).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(remote.chargeCardToken(other)).rejects.toBeInstanceOf(PaymentDeclinedError);
    const found = await remote.findPayments(other.orderId);
    expect(found.map((p) => p.status)).toEqual(['rejected']);
  });

  it('refunds in part and in full under refund keys, and charges back, each notified', async () => {
    const remote = sandbox();
    const orderId = '2a6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10';
    const card = { ...base(orderId), token: '5555555555554444', paymentMethodId: 'master', issuerId: null, installments: 1, method: 'credit' as const };
    const paid = await remote.chargeCardToken(card);
    const first = await remote.refund({ paymentId: paid.id, orderId, attempt: 1, amountCents: 5000 });
    expect(first).toMatchObject({ amountCents: 5000 });
    expect(await remote.refund({ paymentId: paid.id, orderId, attempt: 1, amountCents: 5000 })).toEqual(first);
    expect((await remote.readPayment(paid.id)).refundedCents).toBe(5000);
    await expect(remote.refund({ paymentId: paid.id, orderId, attempt: 2, amountCents: 20000 })).rejects.toBeInstanceOf(PaymentProviderError);
    expect(await remote.chargeBack(paid.id)).toMatchObject({ status: 'charged_back' });
    expect(await notified(paid.id)).toBe(3);
    expect(idempotencyKey(orderId, 'refund', 1)).toBe(`luzdafe-${orderId}-refund-1`);
  });

  it('cancels an open boleto, refuses a Pix on request, and pays another amount than charged', async () => {
    const remote = sandbox();
    const expiresAt = new Date('2026-11-30T12:00:00Z');
    const orderId = '3a6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10';
    const boleto = await remote.createBoleto({ ...base(orderId), expiresAt });
    expect(boleto.boleto?.digitableLine).toMatch(/^\d{47}$/);
    expect(await remote.cancel({ paymentId: boleto.id, orderId, attempt: 1 })).toMatchObject({ status: 'cancelled' });
    const pix = await remote.createPix({ ...base('4a6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10'), expiresAt });
    expect(await remote.refuse(pix.id)).toMatchObject({ status: 'rejected' });
    await expect(remote.approve(pix.id)).rejects.toBeInstanceOf(PaymentProviderError);
    const third = await remote.createPix({ ...base('5a6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10'), expiresAt });
    expect(await remote.payAmount(third.id, 10000)).toMatchObject({ status: 'approved', amountCents: 10000 });
  });

  it("signs its notification as Mercado Pago does, for the shop's one webhook route", () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const n = signedPaymentNotification('segredo', 'sbx-1', at);
    const ts = Math.floor(at.getTime() / 1000);
    const hash = createHmac('sha256', 'segredo').update(`id:sbx-1;request-id:${n.headers['x-request-id']};ts:${ts};`).digest('hex');
    expect(n.headers['x-signature']).toBe(`ts=${ts},v1=${hash}`);
    expect(n.path).toBe('/api/payments/mercadopago/webhook?data.id=sbx-1&type=payment');
    expect(n.body.data.id).toBe('sbx-1');
  });
});
