import { afterEach, describe, expect, it, vi } from 'vitest';
import boletoCreated from '../../../../../tests/fixtures/mercadopago/boleto-created.json';
import cardApproved from '../../../../../tests/fixtures/mercadopago/card-approved.json';
import cardRejected from '../../../../../tests/fixtures/mercadopago/card-rejected.json';
import badExpiry from '../../../../../tests/fixtures/mercadopago/error-date-of-expiration.json';
import paymentApproved from '../../../../../tests/fixtures/mercadopago/payment-approved.json';
import paymentCancelled from '../../../../../tests/fixtures/mercadopago/payment-cancelled.json';
import paymentRefunded from '../../../../../tests/fixtures/mercadopago/payment-refunded.json';
import pixCreated from '../../../../../tests/fixtures/mercadopago/pix-created.json';
import refundCreated from '../../../../../tests/fixtures/mercadopago/refund-created.json';
import { PAYMENT_DECLINED_MESSAGE, PaymentDeclinedError, PaymentProviderError, type RemotePayments } from '../payment-provider';
import { createMercadoPagoProvider, idempotencyKey, pixExpiration } from './mercadopago-provider';

const SETTINGS = {
  accessToken: 'APP_USR-token-de-teste',
  publicKey: 'APP_USR-pub',
  webhookSecret: 's',
  apiUrl: 'https://api.mercadopago.com',
  sdkUrl: 'https://sdk.mercadopago.com/js/v2',
};
const ORDER = '0f6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10';
const PAYER = { name: 'Maria das Graças', email: 'cliente@luzdafe.test', cpf: '191.191.191-00', address: null };
const ADDRESS = { cep: '01310-100', street: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** Replaces fetch with recorded answers, one per call, and keeps what the SDK sent. */
function recordFetch(...answers: Array<{ status: number; body: unknown } | 'timeout'>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit & { headers: Record<string, string> }) => {
      sent.push({ method: init.method ?? 'GET', url, headers: init.headers, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[sent.length - 1];
      if (!answer) throw new Error(`unexpected call ${sent.length}: ${url}`);
      if (answer === 'timeout') {
        // What the SDK's AbortController does when its timeout fires.
        return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      }
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const remote = (calls = {}): RemotePayments => createMercadoPagoProvider(SETTINGS, { retryDelayMs: 1, ...calls });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Mercado Pago adapter (contract, documented answers)', () => {
  it('creates a Pix charge: POST /v1/payments with the order as external_reference, its deadline, bearer token and idempotency key', async () => {
    const sent = recordFetch({ status: 201, body: pixCreated });
    const expiresAt = new Date('2026-11-25T18:30:00.000Z');
    const payment = await remote({ now: () => new Date('2026-11-25T17:55:00.000Z') }).createPix({
      orderId: ORDER,
      attempt: 1,
      amountCents: 15090,
      description: 'Pedido #0F6C9A',
      payer: PAYER,
      expiresAt,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'https://api.mercadopago.com/v1/payments' });
    expect(sent[0]!.headers).toMatchObject({
      Authorization: 'Bearer APP_USR-token-de-teste',
      'Content-Type': 'application/json',
      'X-Idempotency-Key': idempotencyKey(ORDER, 'payment', 1),
    });
    expect(sent[0]!.body).toEqual({
      transaction_amount: 150.9,
      description: 'Pedido #0F6C9A',
      external_reference: ORDER,
      payment_method_id: 'pix',
      date_of_expiration: '2026-11-25T15:30:00.000-03:00',
      payer: { email: 'cliente@luzdafe.test', first_name: 'Maria', last_name: 'das Graças', identification: { type: 'CPF', number: '19119119100' } },
    });
    expect(payment).toMatchObject({
      id: '1327410519',
      status: 'pending',
      statusDetail: 'pending_waiting_transfer',
      method: 'pix',
      amountCents: 15090,
      orderId: ORDER,
      pix: { qrCode: pixCreated.point_of_interaction.transaction_data.qr_code, qrCodeBase64: pixCreated.point_of_interaction.transaction_data.qr_code_base64 },
      boleto: null,
      card: null,
    });
    expect(payment.expiresAt?.toISOString()).toBe('2026-11-25T18:30:00.000Z');
  });

  it('creates a boleto with the payer CPF and address, and refuses without them before any call', async () => {
    const sent = recordFetch({ status: 201, body: boletoCreated });
    const base = { orderId: ORDER, attempt: 1, amountCents: 15090, description: 'Pedido #0F6C9A', expiresAt: new Date('2026-11-30T12:00:00Z') };
    await expect(remote().createBoleto({ ...base, payer: PAYER })).rejects.toMatchObject({ status: 400, code: 'PAYER_DATA_NEEDED' });
    await expect(remote().createBoleto({ ...base, payer: { ...PAYER, address: ADDRESS, cpf: null } })).rejects.toMatchObject({ status: 400 });
    expect(sent).toHaveLength(0);
    const payment = await remote().createBoleto({ ...base, payer: { ...PAYER, address: ADDRESS } });
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'https://api.mercadopago.com/v1/payments' });
    expect(sent[0]!.body).toMatchObject({
      payment_method_id: 'bolbradesco',
      payer: {
        identification: { type: 'CPF', number: '19119119100' },
        address: {
          zip_code: '01310100',
          street_name: 'Avenida Paulista',
          street_number: '1000',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          federal_unit: 'SP',
        },
      },
    });
    expect(payment.boleto).toEqual({
      digitableLine: boletoCreated.transaction_details.digitable_line,
      barcode: boletoCreated.transaction_details.barcode.content,
      pdfUrl: boletoCreated.transaction_details.external_resource_url,
    });
  });

  it('charges a card token in 3 installments and reads brand and last digits from the answer', async () => {
    const sent = recordFetch({ status: 201, body: cardApproved });
    const payment = await remote().chargeCardToken({
      orderId: ORDER,
      attempt: 1,
      amountCents: 15090,
      description: 'Pedido #0F6C9A',
      payer: PAYER,
      token: 'ff8080814c11e237014c1ff593b57b4d',
      paymentMethodId: 'master',
      issuerId: '25',
      installments: 3,
      method: 'credit',
    });
    expect(sent[0]!.body).toMatchObject({
      token: 'ff8080814c11e237014c1ff593b57b4d',
      payment_method_id: 'master',
      issuer_id: 25,
      installments: 3,
      binary_mode: true,
    });
    expect(JSON.stringify(sent[0]!.body)).not.toMatch(/card_number|security_code/);
    expect(payment).toMatchObject({ status: 'approved', installments: 3, card: { brand: 'Mastercard', last4: '6351' } });
  });

  it.each([
    ['cc_rejected_insufficient_amount', /limite suficiente/],
    ['cc_rejected_bad_filled_security_code', /código de segurança/],
    ['cc_rejected_call_for_authorize', /autorize este pagamento/],
    ['cc_rejected_other_reason', new RegExp(PAYMENT_DECLINED_MESSAGE.replace(/\./g, '\\.'))],
  ])('a card rejected with %s is declined with its pt-BR reason (402)', async (detail, reason) => {
    recordFetch({ status: 201, body: { ...cardRejected, status_detail: detail } });
    const charge = remote().chargeCardToken({
      orderId: ORDER,
      attempt: 1,
      amountCents: 15090,
      description: 'x',
      payer: PAYER,
      token: 't',
      paymentMethodId: 'master',
      issuerId: null,
      installments: 1,
      method: 'credit',
    });
    await expect(charge).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(charge).rejects.toMatchObject({ status: 402, message: expect.stringMatching(reason) });
  });

  it.each([
    ['approved', paymentApproved, { status: 'approved', refundedCents: 0 }],
    ['cancelled', paymentCancelled, { status: 'cancelled', statusDetail: 'expired' }],
    ['refunded', paymentRefunded, { status: 'refunded', refundedCents: 15090 }],
  ])('reads a payment %s with GET /v1/payments/:id, without an idempotency key', async (_name, body, expected) => {
    const sent = recordFetch({ status: 200, body });
    const payment = await remote().readPayment('1327410519');
    expect(sent[0]).toMatchObject({ method: 'GET', url: 'https://api.mercadopago.com/v1/payments/1327410519' });
    expect(sent[0]!.headers['X-Idempotency-Key']).toBeUndefined();
    expect(payment).toMatchObject({ id: '1327410519', orderId: ORDER, ...expected });
  });

  it('refunds part of a payment and cancels a charge, each under its own key', async () => {
    const sent = recordFetch({ status: 201, body: { ...refundCreated, amount: 50 } }, { status: 200, body: paymentCancelled });
    expect(await remote().refund({ paymentId: '1327410519', orderId: ORDER, attempt: 2, amountCents: 5000 })).toEqual({
      refundId: '1009042015',
      amountCents: 5000,
    });
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'https://api.mercadopago.com/v1/payments/1327410519/refunds', body: { amount: 50 } });
    expect(sent[0]!.headers['X-Idempotency-Key']).toBe(idempotencyKey(ORDER, 'refund', 2));
    expect((await remote().cancel({ paymentId: '1327410519', orderId: ORDER, attempt: 1 })).status).toBe('cancelled');
    expect(sent[1]).toMatchObject({ method: 'PUT', url: 'https://api.mercadopago.com/v1/payments/1327410519', body: { status: 'cancelled' } });
    expect(sent[1]!.headers['X-Idempotency-Key']).toBe(idempotencyKey(ORDER, 'cancel', 1));
  });

  it('retries a timed-out call with the same idempotency key, so the provider charges once', async () => {
    const sent = recordFetch('timeout', { status: 201, body: pixCreated });
    const payment = await remote({ timeoutMs: 20 }).createPix({
      orderId: ORDER,
      attempt: 1,
      amountCents: 15090,
      description: 'x',
      payer: PAYER,
      expiresAt: new Date(),
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers['X-Idempotency-Key']).toBe(sent[0]!.headers['X-Idempotency-Key']);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
    expect(payment.id).toBe('1327410519');
    // A job running the same attempt again later sends the same key as well.
    recordFetch({ status: 201, body: pixCreated });
    expect(idempotencyKey(ORDER, 'payment', 1)).toBe(sent[0]!.headers['X-Idempotency-Key']);
    expect(idempotencyKey(ORDER, 'payment', 2)).not.toBe(sent[0]!.headers['X-Idempotency-Key']);
  });

  it('never sends a Pix date_of_expiration outside the documented window of 30 minutes to 30 days ahead (issue 33 item 7)', async () => {
    // The order's deadline counts from its creation: by the time the charge is made, less than 30 minutes are left.
    const createdAt = new Date('2026-11-25T18:00:00.000Z');
    const now = new Date('2026-11-25T18:00:02.000Z');
    const base = { orderId: ORDER, attempt: 1, amountCents: 15090, description: 'x', payer: PAYER };
    const sent = recordFetch({ status: 201, body: pixCreated }, { status: 201, body: pixCreated }, { status: 201, body: pixCreated });
    await remote({ now: () => now }).createPix({ ...base, expiresAt: new Date(createdAt.getTime() + 30 * 60_000) });
    await remote({ now: () => now }).createPix({ ...base, expiresAt: new Date(createdAt.getTime() + 5 * 60_000) });
    await remote({ now: () => now }).createPix({ ...base, expiresAt: new Date(createdAt.getTime() + 45 * 24 * 3600_000) });
    const ahead = sent.map((s) => new Date((s.body as { date_of_expiration: string }).date_of_expiration).getTime() - now.getTime());
    for (const ms of ahead) {
      expect(ms).toBeGreaterThan(30 * 60_000);
      expect(ms).toBeLessThan(30 * 24 * 3600_000);
    }
    expect(pixExpiration(new Date('2026-11-25T20:00:00.000Z'), now).toISOString()).toBe('2026-11-25T20:00:00.000Z');
  });

  it('turns the 400 for a bad date_of_expiration into a provider error with a pt-BR message, not a crash', async () => {
    recordFetch({ status: 400, body: badExpiry });
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    const charge = remote().createPix({ orderId: ORDER, attempt: 1, amountCents: 15090, description: 'x', payer: PAYER, expiresAt: new Date() });
    await expect(charge).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(charge).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^O Mercado Pago não aceitou a operação \(.*date_of_expiration\)/),
    });
    silence.mockRestore();
  });

  it('sends its calls to MERCADOPAGO_API_URL when one is set', async () => {
    const sent = recordFetch({ status: 200, body: paymentApproved });
    await createMercadoPagoProvider({ ...SETTINGS, apiUrl: 'http://127.0.0.1:4999' }).readPayment('1');
    expect(sent[0]!.url).toBe('http://127.0.0.1:4999/v1/payments/1');
  });

  it('reads a payment with its currency_id, and the payments a chargeback or a merchant order names (issue 33)', async () => {
    const sent = recordFetch(
      { status: 200, body: paymentApproved },
      { status: 200, body: { id: '212345678901', payment_id: 1327500001, status: 'new', amount: 150.9, currency_id: 'BRL' } },
      { status: 200, body: { id: 28000000001, external_reference: ORDER, payments: [{ id: 1327500001 }, { id: 1327500002 }] } },
    );
    expect((await remote().readPayment('1327500001')).currency).toBe(paymentApproved.currency_id);
    expect(await remote().paymentIdsOf!({ topic: 'chargeback', id: '212345678901' })).toEqual(['1327500001']);
    expect(await remote().paymentIdsOf!({ topic: 'merchant_order', id: '28000000001' })).toEqual(['1327500001', '1327500002']);
    expect(sent.map((c) => [c.method, c.url])).toEqual([
      ['GET', 'https://api.mercadopago.com/v1/payments/1327500001'],
      ['GET', 'https://api.mercadopago.com/v1/chargebacks/212345678901'],
      ['GET', 'https://api.mercadopago.com/merchant_orders/28000000001'],
    ]);
  });
});
