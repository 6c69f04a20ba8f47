import type { z } from 'zod';

export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string>; first: string };

/** Runs the shared zod schema in the browser: the server's own pt-BR messages, field by field. */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): FormCheck<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { ok: false, errors, first: result.error.issues[0]?.message ?? 'Dados inválidos.' };
}
