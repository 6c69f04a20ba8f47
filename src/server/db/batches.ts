/**
 * `items` in consecutive batches of at most `size`, for bulk statements: a multi-row INSERT or
 * UPDATE of a few hundred rows stays far below PostgreSQL's 65,535 parameters.
 */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
