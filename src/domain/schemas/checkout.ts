import { z } from 'zod';
import {
  BUYER_IE_INDICATORS,
  BUYER_IE_REQUIRED_MESSAGE,
  type BuyerIeIndicator,
  buyerDocumentKind,
  buyerDocumentValid,
  INVALID_BUYER_DOCUMENT_MESSAGE,
  INVALID_BUYER_IE_MESSAGE,
  normalizeBuyerDocument,
  normalizeStateRegistration,
} from '../buyer-document';
import { cvvValid, detectCardBrand, expiryValid, luhnValid, MAX_INSTALLMENTS } from '../payment';
import { PICKUP_STORE_REQUIRED_MESSAGE } from '../pickups';
import { addressSchema } from './address';
import { cartLinesSchema, EMPTY_CART_MESSAGE } from './cart';
import {
  blankOr,
  emailField,
  INT4_MAX,
  INVALID_DATA_MESSAGE,
  idempotencyKeyField,
  objectError,
  phoneField,
  REQUIRED_MESSAGE,
  requiredText,
  wholeNumberFromText,
} from './fields';

/**
 * The buyer's CPF, or CNPJ with its relation to ICMS: the NF-e of every order needs it (issue 28).
 * A person is never an ICMS contributor; a company's IE is kept only when it is one ('1').
 */
const buyerFields = {
  document: requiredText(REQUIRED_MESSAGE, 20).refine(blankOr(buyerDocumentValid), { error: INVALID_BUYER_DOCUMENT_MESSAGE }),
  ieIndicator: z.enum(BUYER_IE_INDICATORS, { error: INVALID_DATA_MESSAGE }).optional().default('9'),
  stateRegistration: z.string().trim().max(20, { error: INVALID_BUYER_IE_MESSAGE }).optional().default(''),
};

function checkStateRegistration(c: { document: string; ieIndicator: BuyerIeIndicator; stateRegistration: string }, ctx: z.RefinementCtx) {
  if (buyerDocumentKind(c.document) !== 'cnpj' || c.ieIndicator !== '1') return;
  if (!c.stateRegistration) ctx.addIssue({ code: 'custom', message: BUYER_IE_REQUIRED_MESSAGE, path: ['stateRegistration'] });
  else if (!normalizeStateRegistration(c.stateRegistration)) ctx.addIssue({ code: 'custom', message: INVALID_BUYER_IE_MESSAGE, path: ['stateRegistration'] });
}

export const checkoutCustomerSchema = z
  .object(
    {
      name: requiredText(REQUIRED_MESSAGE, 120),
      email: emailField(),
      phone: phoneField(),
      ...buyerFields,
    },
    objectError,
  )
  .superRefine(checkStateRegistration)
  .transform(({ document, ieIndicator, stateRegistration, ...contact }) => {
    const company = buyerDocumentKind(document) === 'cnpj';
    const indicator: BuyerIeIndicator = company ? ieIndicator : '9';
    return {
      ...contact,
      document: normalizeBuyerDocument(document),
      ieIndicator: indicator,
      stateRegistration: indicator === '1' ? normalizeStateRegistration(stateRegistration) : null,
    };
  });

export type CheckoutCustomerInput = z.infer<typeof checkoutCustomerSchema>;

export const INVALID_CARD_NUMBER_MESSAGE = 'Número do cartão inválido.';
export const INVALID_EXPIRY_MESSAGE = 'Validade inválida.';
export const INVALID_CVV_MESSAGE = 'CVV inválido.';
export const INVALID_INSTALLMENTS_MESSAGE = 'Número de parcelas inválido.';
export const PAYMENT_METHOD_REQUIRED_MESSAGE = 'Selecione a forma de pagamento.';

const CVV_SHAPE = /^\d{3,4}$/;

const cardNumberField = requiredText(REQUIRED_MESSAGE, 30)
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .refine(blankOr(luhnValid), { error: INVALID_CARD_NUMBER_MESSAGE });

const cardFields = {
  cardNumber: cardNumberField,
  cardName: requiredText(REQUIRED_MESSAGE, 100),
  // Checked against the clock when parsed, so a card expiring this month still passes.
  cardExpiry: requiredText(REQUIRED_MESSAGE, 7).refine(
    blankOr((value) => expiryValid(value)),
    {
      error: INVALID_EXPIRY_MESSAGE,
    },
  ),
  cardCvv: requiredText(REQUIRED_MESSAGE, 4).refine(
    blankOr((value) => CVV_SHAPE.test(value)),
    {
      error: INVALID_CVV_MESSAGE,
    },
  ),
};

// The CVV length depends on the brand, so it can only be judged with the card number at hand;
// a CVV already rejected by its own field check is not reported again.
function checkCvvForBrand(card: { cardNumber: string; cardCvv: string }, ctx: z.RefinementCtx) {
  const { cardNumber, cardCvv } = card as { cardNumber: unknown; cardCvv: unknown };
  if (typeof cardNumber !== 'string' || typeof cardCvv !== 'string' || !CVV_SHAPE.test(cardCvv)) return;
  if (!cvvValid(cardCvv, detectCardBrand(cardNumber))) {
    ctx.addIssue({ code: 'custom', message: INVALID_CVV_MESSAGE, path: ['cardCvv'] });
  }
}

const creditPayment = z
  .object({
    paymentMethod: z.literal('credit'),
    ...cardFields,
    // Form selects send strings; the count must still be a whole 1..12.
    installments: wholeNumberFromText(INVALID_INSTALLMENTS_MESSAGE, 1, MAX_INSTALLMENTS).default(1),
  })
  .superRefine(checkCvvForBrand);

const debitPayment = z.object({ paymentMethod: z.literal('debit'), ...cardFields }).superRefine(checkCvvForBrand);

/** The card the sandbox's card form tokenises (POST /api/store/payment-provider/card-token, decision 060). */
export const sandboxCardSchema = z.object(cardFields).superRefine(checkCvvForBrand);
export type SandboxCardInput = z.infer<typeof sandboxCardSchema>;

const pixPayment = z.object({ paymentMethod: z.literal('pix') });

const boletoPayment = z.object({ paymentMethod: z.literal('boleto') });

export const checkoutPaymentSchema = z.discriminatedUnion('paymentMethod', [creditPayment, debitPayment, pixPayment, boletoPayment], {
  error: PAYMENT_METHOD_REQUIRED_MESSAGE,
});

export type CheckoutPaymentInput = z.infer<typeof checkoutPaymentSchema>;
export type CardPaymentInput = Extract<CheckoutPaymentInput, { paymentMethod: 'credit' | 'debit' }>;

/** Body of POST /api/store/orders. Prices are never taken from it: the server reads them. */
export const placeOrderSchema = z.object(
  {
    items: cartLinesSchema.min(1, { error: EMPTY_CART_MESSAGE }),
    customer: checkoutCustomerSchema,
    address: addressSchema,
    payment: checkoutPaymentSchema,
    // 'Retirar na loja' (decision 070): the store the order is collected at; absent, it is delivered.
    pickupStoreId: z
      .number({ error: PICKUP_STORE_REQUIRED_MESSAGE })
      .int({ error: PICKUP_STORE_REQUIRED_MESSAGE })
      .positive({ error: PICKUP_STORE_REQUIRED_MESSAGE })
      .max(INT4_MAX, { error: PICKUP_STORE_REQUIRED_MESSAGE })
      .optional(),
    // A double submit (or a retry after a lost answer) with the same key returns the same order.
    idempotencyKey: idempotencyKeyField(),
  },
  objectError,
);

export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;
