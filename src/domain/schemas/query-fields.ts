import { z } from 'zod/mini';

// Builders of a URL query's values in zod's tree-shakeable form (`zod/mini`), for the schemas the
// storefront's first screen reads its address with (product-list-query.ts): the full zod would add
// ~25 KB gzip to every storefront page (decision 079). Classic schemas use them too — a mini schema
// is a zod schema, and the checks are the same objects — so each rule is written here once.

/** An empty parameter (?category=, ?status=) means "no filter", as links and forms produce it. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `schema`, with a blank value read as left out. */
export const blankAsMissing = <T extends z.core.$ZodType>(schema: T) => z.pipe(z.transform(blankToUndefined), schema);

/** A filter by one of a code list (?kind=entry); blank or left out lists them all. */
export function optionalCodeFilter<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return blankAsMissing(z.optional(z.enum(values, { error: message })));
}

/** A whole number from `min` to `max` (no upper bound when `max` is left out), one message for anything else. */
export function wholeNumberChecks(message: string, min: number, max?: number) {
  const checks = [z.int({ error: message }), z.minimum(min, { error: message })];
  return max === undefined ? checks : [...checks, z.maximum(max, { error: message })];
}

/** A whole number in a query string (`wholeNumberFromText` of fields.ts is the same rule for the full zod). */
export const wholeNumberInQuery = (message: string, min: number, max?: number) =>
  z.coerce.number({ error: message }).check(...wholeNumberChecks(message, min, max));
