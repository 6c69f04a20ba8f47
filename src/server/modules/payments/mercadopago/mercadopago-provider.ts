import { Chargeback, MercadoPagoConfig, MercadoPagoError, MerchantOrder, MPConnectionError, Payment, PaymentRefund } from 'mercadopago';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import { AppConfig } from 'mercadopago/dist/utils/config';
import { z } from 'zod';
import { CARD_BRAND_LABELS } from '../../../../domain/payment';
import type { MercadoPagoSettings } from '../../../config';
import { AppError } from '../../../http/errors';
import { lineFromBarcode } from '../boleto-line';
import {
  type Payer,
  PaymentDeclinedError,
  PaymentOutcomeUnknownError,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type RemoteChargeBase,
  type RemotePayments,
} from '../payment-provider';
import { declineReason } from './decline-reason';

export type MercadoPagoCallOptions = {
  /** How long one HTTP call may take before it is abandoned and retried (same idempotency key). */
  timeoutMs: number;
  /** Retries after a timeout, a lost connection, a 429 or a 5xx. */
  retries: number;
  retryDelayMs: number;
  /** The clock a Pix expiry is measured against (tests set it). */
  now: () => Date;
};

const DEFAULT_CALLS: MercadoPagoCallOptions = { timeoutMs: 10_000, retries: 2, retryDelayMs: 300, now: () => new Date() };

/**
 * Mercado Pago accepts a Pix `date_of_expiration` between 30 minutes and 30 days after the request
 * (Checkout Transparente → Pix, "date_of_expiration"); outside it the charge is refused. The order's
 * deadline counts from its creation, so by the time the charge is made it is less than 30 minutes
 * away: the value sent is held inside the window, with a minute's room for the trip and the clocks.
 * The order still expires at its own deadline: the expiry job then cancels the charge (issue 33 item 7).
 */
export const PIX_EXPIRY_WINDOW = { minMs: 30 * 60_000, maxMs: 30 * 24 * 3600_000, marginMs: 60_000 };

export function pixExpiration(requested: Date, now: Date): Date {
  const earliest = now.getTime() + PIX_EXPIRY_WINDOW.minMs + PIX_EXPIRY_WINDOW.marginMs;
  const latest = now.getTime() + PIX_EXPIRY_WINDOW.maxMs - PIX_EXPIRY_WINDOW.marginMs;
  return new Date(Math.min(latest, Math.max(earliest, requested.getTime())));
}

/**
 * The key Mercado Pago keeps a write under: the same order, operation and attempt always send the
 * same key, so a retry (ours after a timeout, the SDK's after a 5xx, a job run again) answers the
 * first result instead of charging, refunding or cancelling twice.
 */
export function idempotencyKey(orderId: string, operation: 'payment' | 'refund' | 'cancel', attempt: number): string {
  return `luzdafe-${orderId}-${operation}-${attempt}`;
}

const reais = (cents: number) => Math.round(cents) / 100;
const centavos = (amount: number | undefined) => Math.round((amount ?? 0) * 100);

/** `yyyy-MM-dd'T'HH:mm:ss.SSS-03:00`, the format the API documents for date_of_expiration (Brasília time). */
export function mercadoPagoDate(at: Date): string {
  return new Date(at.getTime() - 3 * 3600_000).toISOString().replace('Z', '-03:00');
}

const BRANDS: Record<string, string> = {
  visa: CARD_BRAND_LABELS.visa,
  debvisa: CARD_BRAND_LABELS.visa,
  master: CARD_BRAND_LABELS.mastercard,
  debmaster: CARD_BRAND_LABELS.mastercard,
  amex: CARD_BRAND_LABELS.amex,
  elo: CARD_BRAND_LABELS.elo,
  debelo: CARD_BRAND_LABELS.elo,
  hipercard: CARD_BRAND_LABELS.hipercard,
  diners: CARD_BRAND_LABELS.diners,
};

function methodOf(p: PaymentResponse): ProviderPayment['method'] {
  if (p.payment_method_id === 'pix') return 'pix';
  if (p.payment_type_id === 'ticket') return 'boleto';
  if (p.payment_type_id === 'debit_card') return 'debit';
  return 'credit';
}

/** The documented payment resource, reduced to what the shop keeps (amounts in centavos). */
export function toProviderPayment(p: PaymentResponse): ProviderPayment {
  const method = methodOf(p);
  const tx = p.point_of_interaction?.transaction_data;
  const details = p.transaction_details;
  // A boleto's line: `transaction_details.digitable_line` in today's answers; older real answers
  // (sdk-java's recorded boleto, tests/fixtures/mercadopago/SOURCES.md) carry only the 44-digit
  // barcode, at `barcode.content` beside the details — the line is derived from it.
  const barcode = details?.barcode?.content ?? (p as { barcode?: { content?: string } }).barcode?.content ?? null;
  const digitableLine = details?.digitable_line ?? (barcode && /^\d{44}$/.test(barcode) ? lineFromBarcode(barcode) : null);
  return {
    id: String(p.id),
    status: p.status ?? 'pending',
    statusDetail: p.status_detail ?? null,
    method,
    amountCents: centavos(p.transaction_amount),
    currency: p.currency_id ?? null,
    refundedCents: centavos(p.transaction_amount_refunded),
    installments: p.installments ?? 1,
    orderId: p.external_reference ?? null,
    pix: method === 'pix' && tx?.qr_code ? { qrCode: tx.qr_code, qrCodeBase64: tx.qr_code_base64 ?? '', ticketUrl: tx.ticket_url ?? null } : null,
    boleto: method === 'boleto' && digitableLine ? { digitableLine, barcode, pdfUrl: details?.external_resource_url ?? null } : null,
    card:
      method === 'credit' || method === 'debit'
        ? { brand: BRANDS[p.payment_method_id ?? ''] ?? p.payment_method_id ?? '', last4: p.card?.last_four_digits ?? null }
        : null,
    expiresAt: p.date_of_expiration ? new Date(p.date_of_expiration) : null,
  };
}

const paymentRef = z.union([z.number(), z.string().min(1), z.object({ id: z.union([z.number(), z.string().min(1)]) })]);
/**
 * A chargeback names its payments in `payments`: ids in the guide's example, objects in the API
 * reference (`items: object`); the SDK's type and older answers use `payment_id`. Anything else in
 * the list is left out rather than read as an id ('[object Object]').
 */
const chargebackSchema = z.object({
  payment_id: paymentRef.nullish(),
  payments: z.array(z.unknown()).nullish(),
});

/** The payment ids a chargeback answer names, whichever of its documented shapes it has. */
export function chargebackPaymentIds(answer: unknown): string[] {
  const parsed = chargebackSchema.safeParse(answer);
  if (!parsed.success) return [];
  const refs = [parsed.data.payment_id, ...(parsed.data.payments ?? [])];
  const ids = refs.flatMap((ref) => {
    const one = paymentRef.safeParse(ref);
    if (!one.success) return [];
    return [String(typeof one.data === 'object' ? one.data.id : one.data)];
  });
  return [...new Set(ids)];
}

/** The provider's refusal or silence, as the shop says it; the cause stays in the server log. */
function providerError(err: unknown): never {
  if (!(err instanceof MercadoPagoError)) throw err;
  console.error(JSON.stringify({ level: 'error', msg: 'mercadopago', status: err.status, error: err.error, message: err.message, causes: err.causes }));
  if (err instanceof MPConnectionError) {
    throw new PaymentOutcomeUnknownError('Não foi possível falar com o Mercado Pago agora. Tente de novo em instantes.');
  }
  // The SDK already retried these: the write may or may not have been done.
  if (err.status === 429 || (err.status ?? 0) >= 500) {
    throw new PaymentOutcomeUnknownError('O Mercado Pago não respondeu a tempo. Tente de novo em instantes.');
  }
  throw new PaymentProviderError(`O Mercado Pago não aceitou a operação (${err.message}). Tente de novo ou escolha outra forma de pagamento.`);
}

function splitName(name: string): { first_name: string; last_name: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { first_name: first ?? '', last_name: rest.join(' ') };
}

function payerBody(payer: Payer) {
  return {
    email: payer.email,
    ...splitName(payer.name),
    ...(payer.cpf ? { identification: { type: 'CPF', number: payer.cpf.replace(/\D/g, '') } } : {}),
    ...(payer.address
      ? {
          address: {
            zip_code: payer.address.cep.replace(/\D/g, ''),
            street_name: payer.address.street,
            street_number: payer.address.number,
            neighborhood: payer.address.neighborhood,
            city: payer.address.city,
            federal_unit: payer.address.state,
          },
        }
      : {}),
  };
}

export function createMercadoPagoProvider(settings: MercadoPagoSettings, calls: Partial<MercadoPagoCallOptions> = {}): PaymentProvider {
  const opts = { ...DEFAULT_CALLS, ...calls };
  // A fresh config per call: the SDK merges each call's options into the config it was given, so
  // a shared one would carry one call's idempotency key into the next (or a concurrent) call.
  const config = (key?: string) =>
    new MercadoPagoConfig({
      accessToken: settings.accessToken,
      options: {
        timeout: opts.timeoutMs,
        maxRetries: opts.retries,
        initialDelay: opts.retryDelayMs,
        maxDelay: opts.retryDelayMs * 4,
        ...(key ? { idempotencyKey: key } : {}),
      },
    });
  // The SDK reads its base URL from one static setting when a call starts (before any await), so
  // setting it right before each call keeps a test's stand-in and the real API apart.
  const at = () => {
    (AppConfig as { BASE_URL: string }).BASE_URL = settings.apiUrl;
  };

  const create = async (request: RemoteChargeBase, body: Record<string, unknown>) => {
    at();
    const payment = await new Payment(config(idempotencyKey(request.orderId, 'payment', request.attempt)))
      .create({
        body: {
          transaction_amount: reais(request.amountCents),
          description: request.description,
          external_reference: request.orderId,
          payer: payerBody(request.payer),
          ...body,
        },
      })
      .catch(providerError);
    return toProviderPayment(payment);
  };

  const remote: RemotePayments = {
    createPix: (request) => create(request, { payment_method_id: 'pix', date_of_expiration: mercadoPagoDate(pixExpiration(request.expiresAt, opts.now())) }),
    createBoleto: async (request) => {
      if (!request.payer.cpf || !request.payer.address) throw new AppError('PAYER_DATA_NEEDED', 'Informe CPF e endereço para pagar com boleto.');
      return create(request, { payment_method_id: 'bolbradesco', date_of_expiration: mercadoPagoDate(request.expiresAt) });
    },
    async chargeCardToken(request) {
      const payment = await create(request, {
        token: request.token,
        payment_method_id: request.paymentMethodId,
        ...(request.issuerId ? { issuer_id: Number(request.issuerId) } : {}),
        installments: request.installments,
        // Approved or rejected at once, never left 'in_process' for a manual review the shop cannot follow.
        binary_mode: true,
      });
      if (payment.status === 'rejected') throw new PaymentDeclinedError(declineReason(payment.statusDetail));
      return payment;
    },
    async readPayment(paymentId) {
      at();
      return toProviderPayment(await new Payment(config()).get({ id: paymentId }).catch(providerError));
    },
    async paymentIdsOf({ topic, id }) {
      at();
      if (topic === 'chargeback') {
        return chargebackPaymentIds(await new Chargeback(config()).get({ id }).catch(providerError));
      }
      const mo = await new MerchantOrder(config()).get({ merchantOrderId: id }).catch(providerError);
      return (mo.payments ?? []).flatMap((p) => (p.id === undefined ? [] : [String(p.id)]));
    },
    async findPayments(orderId) {
      at();
      const found = await new Payment(config())
        .search({ options: { external_reference: orderId, sort: 'date_created', criteria: 'desc' } })
        .catch(providerError);
      // The search answers a summary: each charge is read in full (its Pix code, its boleto).
      const ids = (found.results ?? []).map((r) => String(r.id)).filter((id) => id && id !== 'undefined');
      const payments: ProviderPayment[] = [];
      for (const id of ids) {
        at();
        payments.push(toProviderPayment(await new Payment(config()).get({ id }).catch(providerError)));
      }
      return payments.filter((p) => p.orderId === orderId);
    },
    async refund(request) {
      at();
      const refund = await new PaymentRefund(config(idempotencyKey(request.orderId, 'refund', request.attempt)))
        .create({ payment_id: request.paymentId, body: request.amountCents !== undefined ? { amount: reais(request.amountCents) } : {} })
        .catch(providerError);
      return { refundId: String(refund.id), amountCents: centavos(refund.amount) };
    },
    async cancel(request) {
      at();
      const payment = await new Payment(config(idempotencyKey(request.orderId, 'cancel', request.attempt)))
        .cancel({ id: request.paymentId })
        .catch(providerError);
      return toProviderPayment(payment);
    },
  };

  return { name: 'mercadopago', ...remote };
}
