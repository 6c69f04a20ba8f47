import './zod-locale';
import { z } from 'zod';
import { cepValid, maskCep, maskPhone, phoneValid } from '../brazil';
import { INVALID_CEP_MESSAGE, INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, REQUIRED_MESSAGE, tooLongMessage } from '../field-messages';
import { wholeNumberChecks } from './query-fields';

// Field builders shared by the form schemas so every form words the same problem the same way.

export { INVALID_CEP_MESSAGE, INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, REQUIRED_MESSAGE, tooLongMessage };

/**
 * Trimmed non-empty text; a missing or non-string value gets the same required message.
 * No check here aborts, so object-level rules (e.g. password confirmation) still report
 * alongside field errors; refinements chained after this one must let '' through.
 */
export function requiredText(requiredMessage: string = REQUIRED_MESSAGE, max = 200) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLongMessage(max) });
}

/** Wraps a format check so an empty value reports only 'required', not also 'invalid'. */
export function blankOr(check: (value: string) => boolean): (value: string) => boolean {
  return (value) => value === '' || check(value);
}

/** Trimmed text that may be left blank. */
export function optionalText(max = 200) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(max) })
    .optional();
}

/** Trimmed, lower-cased e-mail, so the same person never gets two accounts. */
export function emailField(requiredMessage: string = REQUIRED_MESSAGE) {
  return requiredText(requiredMessage, 254)
    .toLowerCase()
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));
}

/** Any typed shape of a Brazilian phone in, the masked '(11) 99999-9999' out. */
export function phoneField(requiredMessage: string = REQUIRED_MESSAGE) {
  return requiredText(requiredMessage, 30).refine(blankOr(phoneValid), { error: INVALID_PHONE_MESSAGE }).transform(maskPhone);
}

/** A phone that may be left blank; when given, masked like phoneField. */
export const optionalPhoneField = () =>
  z.string().trim().max(30).optional().default('').refine(blankOr(phoneValid), { error: INVALID_PHONE_MESSAGE }).transform(maskPhone);

/** '01310100' or '01310-100' in, '01310-100' out. */
export function cepField(requiredMessage: string = REQUIRED_MESSAGE) {
  return requiredText(requiredMessage, 9).refine(blankOr(cepValid), { error: INVALID_CEP_MESSAGE }).transform(maskCep);
}

/** PostgreSQL's int4: the range of every serial id (and of int columns). */
export const INT4_MAX = 2_147_483_647;

/**
 * A serial id in a URL (path or query): decimal digits only — '0x10', '1e3', '+1', ' 1', '01' and
 * '-1' are not ids — within the column's range, so a huge one is a 400 and not a database error.
 */
export function serialIdParam(message: string) {
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .transform(Number)
    .refine((n) => n <= INT4_MAX, { error: message });
}

/**
 * A whole number from `min` to `max` (no upper bound when `max` is left out) in a JSON body, one
 * message for anything else.
 */
export function wholeNumber(message: string, min: number, max?: number) {
  return withinBounds(z.number({ error: message }), message, min, max);
}

/** Like `wholeNumber`, for a value that may arrive as text (a query string, a form's select). */
export function wholeNumberFromText(message: string, min: number, max?: number) {
  return withinBounds(z.coerce.number({ error: message }), message, min, max);
}

function withinBounds<N extends z.ZodNumber | z.ZodCoercedNumber>(number: N, message: string, min: number, max?: number): N {
  return number.check(...wholeNumberChecks(message, min, max)) as N;
}

/** A serial id as a number in a JSON body. */
export function serialId(message: string) {
  return wholeNumber(message, 1, INT4_MAX);
}

/** The key a client sends so a double submit (or a retry after a lost answer) posts once. */
export function idempotencyKeyField() {
  const message = 'Chave de idempotência inválida.';
  return z.string({ error: message }).trim().min(8, { error: message }).max(100, { error: message }).optional();
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as 'YYYY-MM-DD' (what a date input sends), checked to exist (no 31/02). */
export function isoDateField(requiredMessage: string = REQUIRED_MESSAGE, invalidMessage = 'Data inválida.') {
  return z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage }).refine(blankOr(isRealIsoDate), { error: invalidMessage });
}

export function isRealIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 2000 && y <= 2100;
}

/** An upload's size limit, and the message that words it: 'A foto deve ter no máximo 10 MB.' */
export function fileSizeLimit(what: 'A foto' | 'O arquivo', megabytes: number) {
  return { maxBytes: megabytes * 1024 * 1024, tooLargeMessage: `${what} deve ter no máximo ${megabytes} MB.` };
}

export const INVALID_DATA_MESSAGE = 'Dados inválidos.';

/** Root error for a body that is not an object at all. */
export const objectError = { error: INVALID_DATA_MESSAGE } as const;
