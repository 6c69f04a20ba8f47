import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** First message per field, as the forms show them under each input. */
export function fieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    out[key] ??= issue.message;
  }
  return out;
}
