import type { z } from 'zod';

/** Field path → messages, the way a form shows them. */
export function issuesOf(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    byPath[key] = [...(byPath[key] ?? []), issue.message];
  }
  return byPath;
}

/**
 * What a schema makes of a value, for table-driven tests: `{ data }` when it parses, else
 * `{ issues }` with the messages by field path.
 */
export function outcomeOf(schema: z.ZodType): (value: unknown) => { data: unknown } | { issues: Record<string, string[]> } {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? { data: result.data } : { issues: issuesOf(result) };
  };
}
