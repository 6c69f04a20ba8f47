import type { ZodError } from 'zod';

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
