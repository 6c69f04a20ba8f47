import type { ZodError, ZodType } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message of each field of a failed parse, as forms show them under the inputs. */
export function fieldErrors<K extends string = string>(error: ZodError): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * For the few forms not built with useZodForm (controlled pieces such as the address fields, a
 * file beside the fields): the schema's verdict, the errors per field and the first message.
 */
export function validateForm<K extends string = string>(schema: ZodType, values: unknown): { data?: unknown; errors: FieldErrors<K>; first?: string } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  return { errors: fieldErrors<K>(result.error), first: result.error.issues[0]?.message };
}
