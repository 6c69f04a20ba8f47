import { z } from 'zod';
import type { ShippingAddress } from '@/domain/api/orders';
import { type BuyerIeIndicator, buyerDocumentKind } from '@/domain/buyer-document';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '@/domain/payment';
import { PICKUP_STORE_REQUIRED_MESSAGE } from '@/domain/pickups';
import { addressSchema, EMPTY_ADDRESS_FIELDS } from '@/domain/schemas/address';
import { checkoutCustomerSchema, sandboxCardSchema } from '@/domain/schemas/checkout';
import { payerCpfField } from '@/domain/schemas/remote-checkout';
import type { DeliveryMethod } from '@/domain/shipping';
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

/** The card holder's name and CPF that Mercado Pago's card form asks beside its own fields. */
const mercadoPagoHolderSchema = z.object({ cardName: sandboxCardSchema.shape.cardName, payerCpf: payerCpfField });
/** The boleto is registered in the payer's CPF, with either provider. */
const boletoPayerSchema = z.object({ payerCpf: payerCpfField });

type StepIssue = { field: keyof CheckoutForm; message: string };

const FIELD_NAMES = new Set<PropertyKey>(Object.keys(emptyForm(null)));
export const isCheckoutField = (key: PropertyKey | undefined): key is keyof CheckoutForm => key !== undefined && FIELD_NAMES.has(key);

/** The issues of a failed parse, each on the checkout field its path starts with. */
function issuesOf(result: z.ZodSafeParseResult<unknown>): StepIssue[] {
  if (result.success) return [];
  return result.error.issues.flatMap(({ path, message }) => (isCheckoutField(path[0]) ? [{ field: path[0], message }] : []));
}

/**
 * What the payment step asks. With Mercado Pago its fields check the card itself (the holder's
 * name and CPF are the shop's); the sandbox's card form is the shop's, checked with the schema its
 * card-token route applies. A boleto is registered in the payer's CPF with either.
 */
function paymentIssues(form: CheckoutForm, mercadoPago: boolean): StepIssue[] {
  const card = form.paymentMethod === 'credit' || form.paymentMethod === 'debit';
  if (card && mercadoPago) return issuesOf(mercadoPagoHolderSchema.safeParse({ cardName: form.cardName, payerCpf: form.payerCpf }));
  if (card) return issuesOf(sandboxCardSchema.safeParse(sandboxCardOf(form)));
  if (form.paymentMethod === 'boleto') return issuesOf(boletoPayerSchema.safeParse({ payerCpf: form.payerCpf }));
  return [];
}

/**
 * One step's problems, checked with the zod schemas the server applies to the order's body
 * (placeOrderSchema's customer and address, the payment's card and payer), in the step's order.
 */
export function stepIssues(step: Step, form: CheckoutForm, mercadoPago = false): StepIssue[] {
  if (step === 2) return paymentIssues(form, mercadoPago);
  if (step === 0) return issuesOf(checkoutCustomerSchema.safeParse(customerOf(form)));
  const pickup: StepIssue[] =
    form.deliveryMethod === 'pickup' && !form.pickupStoreId ? [{ field: 'pickupStoreId', message: PICKUP_STORE_REQUIRED_MESSAGE }] : [];
  return [...pickup, ...issuesOf(addressSchema.safeParse(addressOf(form)))];
}

/** The schema of the checkout's form at one step: only what that step asks is checked (useZodForm). */
export const checkoutStepSchema = (step: Step, mercadoPago: boolean) =>
  z.custom<CheckoutForm>().superRefine((form, ctx) => {
    for (const { field, message } of stepIssues(step, form, mercadoPago)) ctx.addIssue({ code: 'custom', path: [field], message });
  });

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
