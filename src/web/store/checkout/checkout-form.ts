import type { z } from 'zod';
import type { ShippingAddress } from '@/domain/api/orders';
import { cpfValid } from '@/domain/brazil';
import { type BuyerIeIndicator, buyerDocumentKind } from '@/domain/buyer-document';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '@/domain/payment';
import { PICKUP_STORE_REQUIRED_MESSAGE } from '@/domain/pickups';
import { addressSchema, EMPTY_ADDRESS_FIELDS } from '@/domain/schemas/address';
import { checkoutCustomerSchema, sandboxCardSchema } from '@/domain/schemas/checkout';
import { REQUIRED_MESSAGE } from '@/domain/schemas/fields';
import { INVALID_CPF_MESSAGE } from '@/domain/schemas/remote-checkout';
import type { DeliveryMethod } from '@/domain/shipping';
import { fieldErrors } from '../../ui/form/field-errors';
import type { CardToken } from './mercadopago-card-fields';

/** The checkout form of requirements §3, as typed (strings), plus the installments of a credit payment. */
export type CheckoutForm = ShippingAddress & {
  name: string;
  email: string;
  phone: string;
  /** CPF, or a company's CNPJ: the order's NF-e names the buyer by it. */
  document: string;
  /** A company's relation to ICMS (indIEDest); a person is always '9'. */
  ieIndicator: BuyerIeIndicator;
  stateRegistration: string;
  /** 'Retirar na loja' (issue 37): collected at a store (its id, as the radio's value) instead of delivered. */
  deliveryMethod: DeliveryMethod;
  pickupStoreId: string;
  paymentMethod: PaymentMethod;
  cardNumber: string;
  cardName: string;
  cardExpiry: string;
  cardCvv: string;
  installments: string;
  /** The payer's CPF, asked by Mercado Pago for a boleto and for the card's holder. */
  payerCpf: string;
};

export type FormErrors = Partial<Record<keyof CheckoutForm, string>>;

export const STEPS = ['Dados Pessoais', 'Endereço de Entrega', 'Pagamento'] as const;
export type Step = 0 | 1 | 2;

export function emptyForm(user: { name: string; email: string; phone: string } | null): CheckoutForm {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    document: '',
    ieIndicator: '9',
    stateRegistration: '',
    ...EMPTY_ADDRESS_FIELDS,
    deliveryMethod: 'shipping',
    pickupStoreId: '',
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    cardNumber: '',
    cardName: '',
    cardExpiry: '',
    cardCvv: '',
    installments: '1',
    payerCpf: '',
  };
}

const firstErrors = (error: z.ZodError): FormErrors => fieldErrors<keyof CheckoutForm>(error);

export const customerOf = (f: CheckoutForm) => ({
  name: f.name,
  email: f.email,
  phone: f.phone,
  document: f.document,
  ieIndicator: f.ieIndicator,
  stateRegistration: f.stateRegistration,
});

/** The payer's CPF the payment step starts with: the buyer's own, when the buyer is a person. */
export const payerCpfFromBuyer = (f: CheckoutForm) => (f.payerCpf || buyerDocumentKind(f.document) !== 'cpf' ? f.payerCpf : f.document);

export const addressOf = (f: CheckoutForm) => ({
  cep: f.cep,
  street: f.street,
  number: f.number,
  complement: f.complement,
  neighborhood: f.neighborhood,
  city: f.city,
  state: f.state,
});

/** How the order reaches the customer, as the order's body carries it: nothing for a delivery, the store for a pickup. */
export const deliveryOf = (f: CheckoutForm) => (f.deliveryMethod === 'pickup' && f.pickupStoreId ? { pickupStoreId: Number(f.pickupStoreId) } : {});

/** The card as the sandbox's card form sends it to be tokenised (decision 060): never sent with the order. */
export const sandboxCardOf = (f: CheckoutForm) => ({ cardNumber: f.cardNumber, cardName: f.cardName, cardExpiry: f.cardExpiry, cardCvv: f.cardCvv });

/**
 * The payment as the checkout sends it, whoever takes the payments (Mercado Pago or the sandbox):
 * a token for a card (made at submit by the provider's card form), never the card.
 */
export function remotePaymentOf(f: CheckoutForm, card: CardToken | null) {
  // Mercado Pago's card form asks the holder's CPF; the sandbox's does not (an empty one is not sent).
  const holder = f.payerCpf.trim() ? { payerCpf: f.payerCpf } : {};
  switch (f.paymentMethod) {
    case 'credit':
      return { paymentMethod: 'credit', ...card, installments: f.installments, ...holder };
    case 'debit':
      return { paymentMethod: 'debit', ...card, ...holder };
    case 'boleto':
      return { paymentMethod: 'boleto', payerCpf: f.payerCpf };
    default:
      return { paymentMethod: f.paymentMethod };
  }
}

const payerCpfError = (form: CheckoutForm) => (!form.payerCpf.trim() ? REQUIRED_MESSAGE : !cpfValid(form.payerCpf) ? INVALID_CPF_MESSAGE : undefined);

/**
 * What the payment step asks. With Mercado Pago its fields check the card itself (the holder's
 * name and CPF are the shop's); the sandbox's card form is the shop's, checked with the schema its
 * card-token route applies. A boleto is registered in the payer's CPF with either.
 */
function paymentErrors(form: CheckoutForm, mercadoPago: boolean): FormErrors {
  const errors: FormErrors = {};
  const card = form.paymentMethod === 'credit' || form.paymentMethod === 'debit';
  if (card && mercadoPago) {
    if (!form.cardName.trim()) errors.cardName = REQUIRED_MESSAGE;
    errors.payerCpf = payerCpfError(form);
  } else if (card) {
    const checked = sandboxCardSchema.safeParse(sandboxCardOf(form));
    if (!checked.success) Object.assign(errors, firstErrors(checked.error));
  }
  if (form.paymentMethod === 'boleto') errors.payerCpf = payerCpfError(form);
  if (!errors.payerCpf) delete errors.payerCpf;
  return errors;
}

/** The same zod schemas the server applies, one step at a time; errors keyed by field. */
export function validateStep(step: Step, form: CheckoutForm, mercadoPago = false): FormErrors {
  if (step === 2) return paymentErrors(form, mercadoPago);
  const result = step === 0 ? checkoutCustomerSchema.safeParse(customerOf(form)) : addressSchema.safeParse(addressOf(form));
  const errors = result.success ? {} : firstErrors(result.error);
  if (step === 1 && form.deliveryMethod === 'pickup' && !form.pickupStoreId) return { pickupStoreId: PICKUP_STORE_REQUIRED_MESSAGE, ...errors };
  return errors;
}

/** Typing aid for the card expiry: '1228' → '12/28'. */
export function maskExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A fresh key per checkout visit: a double submit or a retry after a lost answer makes one order. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
