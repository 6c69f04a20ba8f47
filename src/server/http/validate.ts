import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { type ZodType, z } from 'zod';
import { INVALID_DATA_MESSAGE } from '../../domain/schemas/fields';
import { errorAnswer } from './errors';

/**
 * zod validation answering 400 with the first pt-BR message, the one error shape of the API. Any zod
 * schema, the full zod's or `zod/mini`'s (the storefront listing's query, decision 079).
 */
export const validate = <T extends z.core.$ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) => {
  const checked = zValidator(
    target,
    schema,
    (result, c) => {
      if (!result.success) return errorAnswer(c, 'VALIDATION', result.error.issues[0]?.message ?? INVALID_DATA_MESSAGE);
    },
    // Parsed in the request's own turn: no schema of ours refines asynchronously (z.safeParse throws
    // if one ever does), and safeParseAsync cost a search request ~7 µs of promises (decision 086).
    // (`as never`: the option's result type is conditional on the schema, which TypeScript can't resolve for a generic one.)
    { validationFunction: (s, value) => z.safeParse(s, value) as never },
  );
  if (target !== 'query' && target !== 'param') return checked;
  // The address's parts are at hand: read and checked with no await before the handler (hono's
  // validator reads the content type and awaits twice first — a few µs of every search, decision 086).
  const inAddress: MiddlewareHandler = (c, next) => {
    const result = z.safeParse(schema, target === 'query' ? queryObject(c) : c.req.param());
    if (!result.success) return Promise.resolve(errorAnswer(c, 'VALIDATION', result.error.issues[0]?.message ?? INVALID_DATA_MESSAGE));
    c.req.addValidatedData(target, result.data as Record<string, unknown>);
    return next();
  };
  return inAddress as typeof checked;
};

/** The query string as hono's validator gives it: a repeated key's values as a list. */
const queryObject = (c: Context): Record<string, string | string[]> =>
  Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0]! : values]));

/**
 * A multipart form's text part that carries JSON (a document sent beside its file, in one request
 * so neither is saved without the other), parsed and then checked by `schema`.
 */
export const jsonFormPart = <T extends ZodType>(schema: T, maxLength = 200_000) =>
  z
    .string({ error: INVALID_DATA_MESSAGE })
    .max(maxLength, { error: INVALID_DATA_MESSAGE })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: INVALID_DATA_MESSAGE });
        return z.NEVER;
      }
    })
    .pipe(schema);
