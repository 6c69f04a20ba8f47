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
