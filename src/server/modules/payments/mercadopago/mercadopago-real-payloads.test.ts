import { afterEach, describe, expect, it, vi } from 'vitest';
import realChargeback from '../../../../../tests/fixtures/mercadopago/devsite-chargeback.json';
import openapiChargeback from '../../../../../tests/fixtures/mercadopago/openapi-chargeback.json';
import realMerchantOrder from '../../../../../tests/fixtures/mercadopago/openapi-merchant-order.json';
import boletoPending from '../../../../../tests/fixtures/mercadopago/sdkjava-payment-boleto-pending.json';
import byExternalReference from '../../../../../tests/fixtures/mercadopago/sdkjava-payment-by-external-reference.json';
import cancelled from '../../../../../tests/fixtures/mercadopago/sdkjava-payment-cancelled.json';
import cardApproved from '../../../../../tests/fixtures/mercadopago/sdkjava-payment-card-approved.json';
import pixPending from '../../../../../tests/fixtures/mercadopago/sdkjava-payment-pix-pending.json';
import search from '../../../../../tests/fixtures/mercadopago/sdkjava-payment-search.json';
import refund from '../../../../../tests/fixtures/mercadopago/sdkjava-refund.json';
import refundPartial from '../../../../../tests/fixtures/mercadopago/sdkjava-refund-partial.json';
import phpPayment from '../../../../../tests/fixtures/mercadopago/sdkphp-payment.json';
import phpRefund from '../../../../../tests/fixtures/mercadopago/sdkphp-refund.json';
import { barcodeFromLine } from '../boleto-line';
import type { RemotePayments } from '../payment-provider';
import { chargebackPaymentIds, createMercadoPagoProvider } from './mercadopago-provider';

// Issue 33: the adapter read against answers Mercado Pago's own repositories publish (recorded by
// its SDKs' tests, or in its documentation and OpenAPI fixtures), not against stand-ins written
// here — tests/fixtures/mercadopago/SOURCES.md names each file's repository, path and commit.

const SETTINGS = {
  accessToken: 'APP_USR-token-de-teste',
  publicKey: 'APP_USR-pub',
  webhookSecret: 's',
  apiUrl: 'https://api.mercadopago.com',
  sdkUrl: 'https://sdk.mercadopago.com/js/v2',
};

/** Answers the SDK's fetch with the given bodies in turn (200) and keeps the URLs asked. */
function answer(...bodies: unknown[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const body = bodies[urls.length - 1];
      if (body === undefined) throw new Error(`unexpected call ${urls.length}: ${url}`);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

const remote = (): RemotePayments => createMercadoPagoProvider(SETTINGS, { retryDelayMs: 1 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Mercado Pago adapter against published answers', () => {
  it('reads a Pix waiting for its transfer (sdk-java): id as text, centavos, its copia-e-cola and ticket', async () => {
    answer(pixPending);
    const p = await remote().readPayment(String(pixPending.id));
    expect(p).toMatchObject({
      id: '21071815560',
      status: 'pending',
      statusDetail: 'pending_waiting_transfer',
      method: 'pix',
      amountCents: 10000,
      currency: 'BRL',
      refundedCents: 0,
      orderId: null,
      boleto: null,
      card: null,
    });
    expect(p.pix).toEqual({
      qrCode: pixPending.point_of_interaction.transaction_data.qr_code,
      qrCodeBase64: pixPending.point_of_interaction.transaction_data.qr_code_base64,
      ticketUrl: pixPending.point_of_interaction.transaction_data.ticket_url,
    });
    expect(p.expiresAt?.toISOString()).toBe('2022-02-10T10:10:10.000Z');
  });

  it('reads an approved card payment (sdk-java, sdk-php): brand, last digits, installments and the order it names', async () => {
    for (const body of [cardApproved, phpPayment]) {
      answer(body);
      const p = await remote().readPayment(String(body.id));
      expect(p).toMatchObject({
        id: String(body.id),
        status: 'approved',
        statusDetail: 'accredited',
        method: 'credit',
        amountCents: Math.round(body.transaction_amount * 100),
        currency: 'BRL',
        installments: body.installments,
        orderId: body.external_reference,
        pix: null,
        boleto: null,
      });
      expect(p.card).toEqual({ brand: 'Mastercard', last4: body.card.last_four_digits });
      vi.unstubAllGlobals();
    }
  });

  it('reads a boleto whose answer carries only the barcode (sdk-java): the line is derived from it', async () => {
    answer(boletoPending);
    const p = await remote().readPayment(String(boletoPending.id));
    expect(p).toMatchObject({ method: 'boleto', status: 'pending', amountCents: 10000, orderId: '1677145242' });
    // Before: no `transaction_details.digitable_line` in this real answer, so the shop had no boleto to show.
    expect(p.boleto).not.toBeNull();
    expect(p.boleto!.barcode).toBe(boletoPending.barcode.content);
    expect(p.boleto!.digitableLine).toMatch(/^\d{47}$/);
    expect(barcodeFromLine(p.boleto!.digitableLine)).toBe(boletoPending.barcode.content);
    expect(p.boleto!.pdfUrl).toBe(boletoPending.transaction_details.external_resource_url);
  });

  it('reads a cancelled payment (sdk-java) as cancelled', async () => {
    answer(cancelled);
    expect(await remote().readPayment(String(cancelled.id))).toMatchObject({ status: 'cancelled', amountCents: 1234, refundedCents: 0 });
  });

  it('looks a charge up by external_reference (sdk-java search answers) and keeps only the payments naming that order', async () => {
    const [found] = byExternalReference.results;
    const urls = answer(byExternalReference, cardApproved);
    const payments = await remote().findPayments(String(found!.external_reference));
    expect(urls[0]).toContain('/v1/payments/search');
    expect(urls[0]).toContain(`external_reference=${found!.external_reference}`);
    expect(urls[1]).toContain(`/v1/payments/${found!.id}`);
    expect(payments.map((p) => p.id)).toEqual([String(cardApproved.id)]);

    // A page of many payments of other references: each is read, none is taken for this order.
    const reads = search.results.map((r) => ({ ...cardApproved, id: r.id, external_reference: r.external_reference }));
    answer(search, ...reads);
    expect(await remote().findPayments('0f6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10')).toEqual([]);
  });

  it('reads refund answers (sdk-java, sdk-php): the refund id as text and its amount in centavos', async () => {
    for (const [body, cents] of [
      [refund, 5000],
      [refundPartial, 1234],
      [phpRefund, 1000],
    ] as const) {
      answer(body);
      expect(await remote().refund({ paymentId: String(body.payment_id), orderId: 'o', attempt: 1, amountCents: cents })).toEqual({
        refundId: String(body.id),
        amountCents: cents,
      });
      vi.unstubAllGlobals();
    }
  });

  it("finds the payments a chargeback names in every published shape, and none in the OpenAPI fixture's", async () => {
    // The guide's example: `payments` is a list of ids.
    expect(chargebackPaymentIds(realChargeback)).toEqual(['345345345']);
    // The API reference types the list's items as objects: their id is taken, never '[object Object]'.
    expect(chargebackPaymentIds({ ...realChargeback, payments: [{ id: 86439942806 }, {}] })).toEqual(['86439942806']);
    // The SDKs' type: `payment_id`.
    expect(chargebackPaymentIds({ id: 'CB-1', payment_id: 19951521071 })).toEqual(['19951521071']);
    // The OpenAPI fixture names no payment: nothing to re-read (the reconciliation's re-reads still find it).
    expect(chargebackPaymentIds(openapiChargeback)).toEqual([]);
    expect(chargebackPaymentIds(null)).toEqual([]);

    const urls = answer(realChargeback);
    expect(await remote().paymentIdsOf!({ topic: 'chargeback', id: realChargeback.id })).toEqual(['345345345']);
    expect(urls[0]).toContain(`/v1/chargebacks/${realChargeback.id}`);
  });

  it("finds a merchant order's payments (OpenAPI fixture)", async () => {
    const urls = answer(realMerchantOrder);
    expect(await remote().paymentIdsOf!({ topic: 'merchant_order', id: String(realMerchantOrder.id) })).toEqual(['1234567890']);
    expect(urls[0]).toContain(`/merchant_orders/${realMerchantOrder.id}`);
  });
});
