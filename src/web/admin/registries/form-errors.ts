import type { ZodType } from 'zod';

/** The first message per field of a failed parse, the way the dialogs show them. */
export function validateForm(schema: ZodType, values: unknown): { data?: unknown; errors: Record<string, string>; first?: string } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { errors, first: result.error.issues[0]?.message };
}
