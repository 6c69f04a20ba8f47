import './zod-locale';
import { z } from 'zod';
import { buyerDocumentValid, INVALID_BUYER_DOCUMENT_MESSAGE, normalizeBuyerDocument, normalizeStateRegistration } from '../buyer-document';
import { parseDecimalToCents } from '../money';
import { REGIONS, type Region } from '../shipping';
import { addressSchema } from './address';
import { blankOr, emailField, objectError, phoneField, REQUIRED_MESSAGE, requiredText, wholeNumberFromText } from './fields';

// Configurações → Entregas (issue 37, decision 071): who sends the parcels, the fallback estimate and
// the free-shipping minimums per region. Typed by the screen in reais and days, kept in centavos.

export const SHIPPING_SETTINGS_SAVED_MESSAGE = 'Configurações de entrega salvas';
export const INVALID_FALLBACK_DAYS_MESSAGE = 'Informe o prazo reserva em dias úteis, de 1 a 60.';
export const INVALID_FREE_MINIMUM_MESSAGE = 'Informe um valor em reais maior que zero, ou deixe em branco para frete sempre grátis.';
export const INVALID_SENDER_IE_MESSAGE = 'Inscrição estadual inválida: use só os números (2 a 14 dígitos), ou deixe em branco.';
export const FALLBACK_DAYS_MAX = 60;
/** R$ 1.000.000,00: more than any order of the shop; a typo beyond it is refused. */
export const FREE_MINIMUM_MAX_CENTS = 100_000_000;

/** The sender a label names, when it is not Configurações → Fiscal's issuer. */
export const customSenderSchema = z.object(
  {
    source: z.literal('custom'),
    name: requiredText(REQUIRED_MESSAGE, 100),
    document: requiredText(REQUIRED_MESSAGE, 20)
      .refine(blankOr(buyerDocumentValid), { error: INVALID_BUYER_DOCUMENT_MESSAGE })
      .transform(normalizeBuyerDocument),
    stateRegistration: z
      .string()
      .trim()
      .max(20)
      .optional()
      .default('')
      .refine(
        blankOr((v) => normalizeStateRegistration(v) !== null),
        { error: INVALID_SENDER_IE_MESSAGE },
      ),
    phone: phoneField(),
    email: emailField(),
    address: addressSchema.transform(({ label: _label, ...address }) => address),
  },
  objectError,
);

const freeMinimum = z
  .number({ error: INVALID_FREE_MINIMUM_MESSAGE })
  .int({ error: INVALID_FREE_MINIMUM_MESSAGE })
  .min(1, { error: INVALID_FREE_MINIMUM_MESSAGE })
  .max(FREE_MINIMUM_MAX_CENTS, { error: INVALID_FREE_MINIMUM_MESSAGE })
  .nullable();

const senderField = z.discriminatedUnion('source', [z.object({ source: z.literal('fiscal') }, objectError), customSenderSchema], {
  error: 'Escolha o remetente: o emitente fiscal ou outro.',
});

/** PUT /api/admin/shipping/settings. */
export const shippingSettingsSchema = z.object(
  {
    sender: senderField,
    fallbackDays: z
      .number({ error: INVALID_FALLBACK_DAYS_MESSAGE })
      .int({ error: INVALID_FALLBACK_DAYS_MESSAGE })
      .min(1, { error: INVALID_FALLBACK_DAYS_MESSAGE })
      .max(FALLBACK_DAYS_MAX, { error: INVALID_FALLBACK_DAYS_MESSAGE }),
    freeShippingMinimumCents: z.object(Object.fromEntries(REGIONS.map((r) => [r, freeMinimum])) as Record<Region, typeof freeMinimum>, objectError),
  },
  objectError,
);
export type ShippingSettingsInput = z.input<typeof shippingSettingsSchema>;
export type ShippingSettingsValues = z.output<typeof shippingSettingsSchema>;
export type CustomSender = z.output<typeof customSenderSchema>;

/** A minimum as the screen types it: '150,00' (reais), or blank for always free. */
const minimumText = z
  .string()
  .trim()
  .refine(
    blankOr((v) => freeMinimum.safeParse(parseDecimalToCents(v)).success),
    { error: INVALID_FREE_MINIMUM_MESSAGE },
  )
  .transform((v) => (v === '' ? null : parseDecimalToCents(v)));

/** The Entregas screen's form: days and reais as typed; its output is the PUT's body. */
export const shippingSettingsFormSchema = z.object(
  {
    sender: senderField,
    fallbackDays: wholeNumberFromText(INVALID_FALLBACK_DAYS_MESSAGE, 1, FALLBACK_DAYS_MAX),
    freeShippingMinimumCents: z.object(Object.fromEntries(REGIONS.map((r) => [r, minimumText])) as Record<Region, typeof minimumText>, objectError),
  },
  objectError,
);
export type ShippingSettingsForm = z.input<typeof shippingSettingsFormSchema>;

/**
 * The OAuth2 callback's query: what Melhor Envio appends to the return address — the code and our
 * `state`, or an `error` when the owner declined.
 */
export const oauthCallbackQuerySchema = z.object(
  {
    code: z.string().trim().max(2000).optional(),
    state: z.string({ error: 'Pedido de conexão inválido.' }).trim().min(1, { error: 'Pedido de conexão inválido.' }).max(200),
    error: z.string().max(200).optional(),
  },
  objectError,
);
