import { AppError } from '../../http/errors';

/**
 * Who holds the shop's payments and reports on them by webhook: Mercado Pago, or the sandbox, which
 * walks the same path (decision 060). The shop never decides a payment, it asks; card data never
 * reaches the shop's server, only a token made in the browser.
 */
export type PaymentProvider = RemotePayments & { readonly name: string };

export { providerLabel } from '../../../domain/payment';

/** A payment as the provider reports it, in centavos. */
export type ProviderPayment = {
  /** The provider's payment id. */
  id: string;
  /** The provider's own status word (approved, pending, rejected, refunded, charged_back…). */
  status: string;
  statusDetail: string | null;
  method: 'pix' | 'boleto' | 'credit' | 'debit';
  amountCents: number;
  /**
   * The currency of amountCents (ISO 4217, Mercado Pago's currency_id); null when the provider did
   * not say. Absent for a provider that deals in reais only. Anything but BRL never settles an order.
   */
  currency?: string | null;
  refundedCents: number;
  installments: number;
  /** Our order id, as sent in external_reference. */
  orderId: string | null;
  pix: { qrCode: string; qrCodeBase64: string; ticketUrl: string | null } | null;
  boleto: { digitableLine: string; barcode: string | null; pdfUrl: string | null } | null;
  card: { brand: string; last4: string | null } | null;
  expiresAt: Date | null;
};

/** Who pays, as a boleto requires it (CPF and address checked before the call). */
export type Payer = {
  name: string;
  email: string;
  cpf: string | null;
  address: { cep: string; street: string; number: string; neighborhood: string; city: string; state: string } | null;
};

/**
 * `attempt` numbers the tries of one operation on an order: the idempotency key sent is derived
 * from the order and the attempt, so a retry of the same attempt can never charge twice.
 */
export type RemoteChargeBase = { orderId: string; attempt: number; amountCents: number; description: string; payer: Payer };

export interface RemotePayments {
  createPix(request: RemoteChargeBase & { expiresAt: Date }): Promise<ProviderPayment>;
  createBoleto(request: RemoteChargeBase & { expiresAt: Date }): Promise<ProviderPayment>;
  /** Charges a card token made in the browser; a decline throws PaymentDeclinedError with its reason. */
  chargeCardToken(
    request: RemoteChargeBase & { token: string; paymentMethodId: string; issuerId: string | null; installments: number; method: 'credit' | 'debit' },
  ): Promise<ProviderPayment>;
  readPayment(paymentId: string): Promise<ProviderPayment>;
  /**
   * The payments a chargeback or a merchant order names (their notifications carry their own id,
   * not a payment's): each is then read with readPayment. Absent: such notifications are dropped.
   */
  paymentIdsOf?(resource: { topic: 'chargeback' | 'merchant_order'; id: string }): Promise<string[]>;
  /**
   * Every charge the provider holds for one of our orders (by external_reference), newest first:
   * how a charge whose answer was lost (timeouts) is found before any new charge is made.
   */
  findPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Refunds all (no amount) or part of a payment. */
  refund(request: { paymentId: string; orderId: string; attempt: number; amountCents?: number }): Promise<{ refundId: string; amountCents: number }>;
  /** Cancels a charge not yet paid (an expired Pix or boleto). */
  cancel(request: { paymentId: string; orderId: string; attempt: number }): Promise<ProviderPayment>;
}

/** The provider could not be reached or refused the request itself (not a card decline). */
export class PaymentProviderError extends AppError {
  constructor(message: string) {
    super('PAYMENT_PROVIDER_ERROR', message);
  }
}

export const PAYMENT_OUTCOME_UNKNOWN_MESSAGE =
  'Não foi possível confirmar o pagamento agora. Seu pedido está reservado: tente finalizar de novo em instantes, sem risco de cobrança em dobro.';

/**
 * The provider did not answer (timeouts, lost connection, 5xx after the retries): whether it took
 * the charge is unknown until the charge is looked up by the order (issue 33 item 2).
 */
export class PaymentOutcomeUnknownError extends PaymentProviderError {
  constructor(message = PAYMENT_OUTCOME_UNKNOWN_MESSAGE) {
    super(message);
  }
}

export const PAYMENT_DECLINED_MESSAGE = 'Pagamento recusado pela operadora do cartão.';

export class PaymentDeclinedError extends AppError {
  constructor(message = PAYMENT_DECLINED_MESSAGE) {
    super('PAYMENT_DECLINED', message);
  }
}
