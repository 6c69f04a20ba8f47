import { z } from 'zod';
import { cpfValid, onlyDigits } from '../brazil';
import { MAX_INSTALLMENTS } from '../payment';
import { INVALID_INSTALLMENTS_MESSAGE, PAYMENT_METHOD_REQUIRED_MESSAGE, placeOrderSchema } from './checkout';
import { blankOr, REQUIRED_MESSAGE, requiredText, wholeNumberFromText } from './fields';

export const INVALID_CPF_MESSAGE = 'CPF inválido.';
export const CARD_NOT_TOKENISED_MESSAGE = 'Os dados do cartão não foram validados. Confira o cartão e tente de novo.';

/** A CPF as digits, checked by its check digits (the payer's: the checkout's payment step checks it with this too). */
export const payerCpfField = requiredText(REQUIRED_MESSAGE, 14)
  .refine(blankOr(cpfValid), { error: INVALID_CPF_MESSAGE })
  .transform((value) => onlyDigits(value));

/**
 * What the browser sends for a card when Mercado Pago holds the payments: the token its script
 * made from the card (number and CVV never leave the provider's fields), the brand id it detected
 * and the issuer, never the card itself.
 */
const tokenFields = {
  cardToken: z.string({ error: CARD_NOT_TOKENISED_MESSAGE }).regex(/^[A-Za-z0-9_-]{8,200}$/, { error: CARD_NOT_TOKENISED_MESSAGE }),
  cardPaymentMethodId: z.string({ error: CARD_NOT_TOKENISED_MESSAGE }).regex(/^[a-z]{2,20}$/, { error: CARD_NOT_TOKENISED_MESSAGE }),
  cardIssuerId: z
    .string()
    .regex(/^\d{1,12}$/, { error: CARD_NOT_TOKENISED_MESSAGE })
    .nullish()
    .transform((v) => v ?? null),
  payerCpf: payerCpfField.optional(),
};

const installmentsField = wholeNumberFromText(INVALID_INSTALLMENTS_MESSAGE, 1, MAX_INSTALLMENTS).default(1);

export const remotePaymentSchema = z.discriminatedUnion(
  'paymentMethod',
  [
    z.object({ paymentMethod: z.literal('credit'), ...tokenFields, installments: installmentsField }),
    z.object({ paymentMethod: z.literal('debit'), ...tokenFields }),
    z.object({ paymentMethod: z.literal('pix') }),
    // The boleto is registered in the payer's name: Mercado Pago requires the CPF (and the address, which checkout has).
    z.object({ paymentMethod: z.literal('boleto'), payerCpf: payerCpfField }),
  ],
  { error: PAYMENT_METHOD_REQUIRED_MESSAGE },
);

export type RemotePaymentInput = z.infer<typeof remotePaymentSchema>;

/** Body of POST /api/store/orders when the shop's provider is Mercado Pago. */
export const placeRemoteOrderSchema = placeOrderSchema.extend({ payment: remotePaymentSchema });
export type PlaceRemoteOrderInput = z.infer<typeof placeRemoteOrderSchema>;
