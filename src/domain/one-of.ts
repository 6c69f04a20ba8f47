/** Whether `value` is one of a closed list of codes (statuses, roles, methods…), as a type guard. */
export function isOneOf<const V extends string>(values: readonly V[], value: unknown): value is V {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * The pt-BR label of a code; a code outside the list (a legacy row, a value from an older version)
 * is shown as it is rather than hidden.
 */
export function labelOf<const V extends string>(values: readonly V[], labels: Record<V, string>, value: string): string {
  return isOneOf(values, value) ? labels[value] : value;
}
