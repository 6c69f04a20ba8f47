import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { idempotencyKey } from './mercadopago/mercadopago-provider';
import { PaymentDeclinedError, PaymentProviderError } from './payment-provider';
import { createSandboxRemote, signedSandboxNotification } from './sandbox-remote';

const ORDER = '0f6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10';
const PAYER = { name: 'Maria', email: 'm@luzdafe.test', cpf: null, address: null };
const base = { orderId: ORDER, attempt: 1, amountCents: 15090, description: 'Pedido', payer: PAYER };

function sandbox() {
  const notified: string[] = [];
  const remote = createSandboxRemote({
    pixPayload: (o) => `PIX-${o.id}-${o.totalCents}`,
    notify: async (id) => {
      notified.push(id);
    },
  });
  return { remote, notified };
}

describe('the sandbox as a remote provider (issue 33)', () => {
  it('creates a Pix charge once per key, pending until paid, and finds it by the order', async () => {
    const { remote, notified } = sandbox();
    const expiresAt = new Date('2026-11-27T12:00:00Z');
    const pix = await remote.createPix({ ...base, expiresAt });
    expect(pix).toMatchObject({ method: 'pix', status: 'pending', amountCents: 15090, orderId: ORDER, pix: { qrCode: `PIX-${ORDER}-15090` }, expiresAt });
    expect(await remote.createPix({ ...base, expiresAt })).toEqual(pix);
    expect((await remote.findPayments(ORDER)).map((p) => p.id)).toEqual([pix.id]);
    await remote.delivered();
    expect(notified).toEqual([pix.id]);
    expect(await remote.approve(pix.id)).toMatchObject({ status: 'approved' });
    expect((await remote.readPayment(pix.id)).status).toBe('approved');
    await remote.delivered();
    expect(notified).toEqual([pix.id, pix.id]);
  });

  it('approves a test card at once and declines one ending in 0002, the same key answering the same', async () => {
    const { remote } = sandbox();
    const card = { ...base, token: '4111111111111111', paymentMethodId: 'visa', issuerId: null, installments: 3, method: 'credit' as const };
    const paid = await remote.chargeCardToken(card);
    expect(paid).toMatchObject({ status: 'approved', installments: 3, card: { brand: 'Visa', last4: '1111' } });
    expect((await remote.chargeCardToken(card)).id).toBe(paid.id);
    const other = { ...card, orderId: '1f6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10', token: '4000000000000002' };
    await expect(remote.chargeCardToken(other)).rejects.toBeInstanceOf(PaymentDeclinedError);
    expect((await remote.findPayments(other.orderId))[0]).toMatchObject({ status: 'rejected' });
  });

  it('refunds in part and in full under refund keys, and charges back, each notified', async () => {
    const { remote, notified } = sandbox();
    const card = { ...base, token: '5555555555554444', paymentMethodId: 'master', issuerId: null, installments: 1, method: 'credit' as const };
    const paid = await remote.chargeCardToken(card);
    expect(await remote.refund({ paymentId: paid.id, orderId: ORDER, attempt: 1, amountCents: 5000 })).toMatchObject({ amountCents: 5000 });
    expect(await remote.refund({ paymentId: paid.id, orderId: ORDER, attempt: 1, amountCents: 5000 })).toMatchObject({ amountCents: 5000 });
    expect((await remote.readPayment(paid.id)).refundedCents).toBe(5000);
    await expect(remote.refund({ paymentId: paid.id, orderId: ORDER, attempt: 2, amountCents: 20000 })).rejects.toBeInstanceOf(PaymentProviderError);
    expect(await remote.chargeBack(paid.id)).toMatchObject({ status: 'charged_back' });
    await remote.delivered();
    expect(notified.length).toBe(3);
    expect(idempotencyKey(ORDER, 'refund', 1)).toBe(`luzdafe-${ORDER}-refund-1`);
  });

  it('cancels an open boleto, refuses a Pix on request, and pays another amount than charged', async () => {
    const { remote } = sandbox();
    const expiresAt = new Date('2026-11-30T12:00:00Z');
    const boleto = await remote.createBoleto({ ...base, expiresAt });
    expect(boleto.boleto?.digitableLine).toMatch(/^\d{47}$/);
    expect(await remote.cancel({ paymentId: boleto.id, orderId: ORDER, attempt: 1 })).toMatchObject({ status: 'cancelled' });
    const other = '2f6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10';
    const pix = await remote.createPix({ ...base, orderId: other, expiresAt });
    expect(await remote.refuse(pix.id)).toMatchObject({ status: 'rejected' });
    await expect(remote.approve(pix.id)).rejects.toBeInstanceOf(PaymentProviderError);
    const third = await remote.createPix({ ...base, orderId: '3f6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10', expiresAt });
    expect(await remote.payAmount(third.id, 10000)).toMatchObject({ status: 'approved', amountCents: 10000 });
  });

  it("signs its notification as Mercado Pago does, for the shop's one webhook route", () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const n = signedSandboxNotification('segredo', 'sbx-1', at);
    const ts = Math.floor(at.getTime() / 1000);
    const hash = createHmac('sha256', 'segredo').update(`id:sbx-1;request-id:${n.headers['x-request-id']};ts:${ts};`).digest('hex');
    expect(n.headers['x-signature']).toBe(`ts=${ts},v1=${hash}`);
    expect(n.path).toBe('/api/payments/mercadopago/webhook?data.id=sbx-1&type=payment');
    expect(n.body.data.id).toBe('sbx-1');
  });
});
