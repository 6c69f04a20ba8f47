/** An int[] column as the drivers give it: node-postgres parses it, PGlite may give its text form '{1,2}'. */
export function parseIntArray(v: readonly (number | string)[] | string | null | undefined): number[] {
  if (v == null) return [];
  return Array.isArray(v) ? v.map(Number) : (v as string).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}
