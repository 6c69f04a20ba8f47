import { AppError } from '../../http/errors';

/**
 * Card data exists only in memory for the length of one request: it goes from the validated body
 * to the provider and is never stored or logged (DESIGN 1.9).
 */
export type CardDetails = { number: string; holderName: string; expiry: string; cvv: string };

export type CardAuthorisation = {
  method: 'credit' | 'debit';
  /** Our order id, so the provider can refuse a second charge for the same order. */
  orderId: string;
  amountCents: number;
  installments: number;
  card: CardDetails;
};

export type CardResult = { reference: string; brand: string; last4: string };

export type BoletoRequest = {
  orderId: string;
  amountCents: number;
  dueDate: Date;
  payer: { name: string; email: string };
};

export type BoletoResult = { reference: string; digitableLine: string; dueDate: Date; test: boolean };

export interface PaymentProvider {
  readonly name: string;
  /** Authorises and captures a card payment, or throws PaymentDeclinedError. */
  chargeCard(request: CardAuthorisation): Promise<CardResult>;
  /** Registers a bank slip with the bank. */
  issueBoleto(request: BoletoRequest): Promise<BoletoResult>;
}

export const PAYMENT_DECLINED_MESSAGE = 'Pagamento recusado pela operadora do cartão.';

export class PaymentDeclinedError extends AppError {
  constructor(message = PAYMENT_DECLINED_MESSAGE) {
    super(402, 'PAYMENT_DECLINED', message);
  }
}
