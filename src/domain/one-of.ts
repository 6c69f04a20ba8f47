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

/**
 * A closed list of codes with their pt-BR labels, and the guard and label lookup that go with it.
 * `values` keeps its literal tuple type (for `z.enum` and `(typeof X)[number]`), and `labels` must
 * name every code and nothing else.
 */
export type CodeList<T extends readonly [string, ...string[]]> = {
  values: T;
  labels: Record<T[number], string>;
  is: (value: unknown) => value is T[number];
  label: (value: string) => string;
};

export function codeList<const T extends readonly [string, ...string[]]>(values: T, labels: Record<T[number], string>): CodeList<T> {
  return {
    values,
    labels,
    is: (value): value is T[number] => isOneOf(values, value),
    label: (value) => labelOf(values, labels, value),
  };
}

/**
 * Labels for codes that read as themselves (the requirements store statuses in pt-BR already), but for the
 * `renamed` few.
 */
export function selfLabels<const V extends string>(values: readonly V[], renamed: Partial<Record<V, string>> = {}): Record<V, string> {
  return Object.fromEntries(values.map((value) => [value, renamed[value] ?? value])) as Record<V, string>;
}
