import { expect, it } from 'vitest';
import type { z } from 'zod';

// Table-driven test helpers for unit tests (src/**/*.test.ts): rows in, one test each.

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

/**
 * One test per row of a table: `fn`, called with the row's leading values, returns its last value
 * (compared with `toEqual`, so lists and objects work as well as strings and numbers). `title`
 * takes the row's values in order, as in `it.each`.
 */
export function itReturns<A extends unknown[], R>(title: string, fn: (...args: A) => R, rows: ReadonlyArray<readonly [...A, R]>): void {
  it.each(rows.map((row): unknown[] => [...row]))(title, (...row) => {
    const args = row.slice(0, -1) as A;
    expect(fn(...args)).toEqual(row.at(-1));
  });
}

/** A schema-test row: what the case is (the test's title follows 'accepts ' or 'refuses '), the input, what is expected of it. */
export type SchemaCase<E> = readonly [title: string, input: unknown, expected: E];
/** A row of `itRefuses`: the messages it expects by field path. */
export type RefusedCase = SchemaCase<Record<string, string[]>>;

/**
 * One test per row: `schema` accepts the input and gives the expected value (compared with
 * `toEqual`, so `expect.objectContaining({…})` pins only the fields the row is about).
 */
export function itAccepts(schema: z.ZodType, cases: ReadonlyArray<SchemaCase<unknown>>): void {
  for (const [title, input, expected] of cases) {
    it(`accepts ${title}`, () => {
      const result = schema.safeParse(input);
      expect(issuesOf(result)).toEqual({});
      expect(result.data).toEqual(expected);
    });
  }
}

/**
 * One test per row: `schema` refuses the input with exactly the expected pt-BR messages, by field
 * path ('' for the value as a whole), as a form shows them.
 */
export function itRefuses(schema: z.ZodType, cases: readonly RefusedCase[]): void {
  for (const [title, input, messages] of cases) {
    it(`refuses ${title}`, () => {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      expect(issuesOf(result)).toEqual(messages);
    });
  }
}

/** A closed code list as a module exports it (see `codeList` in one-of.ts); guard and lookup are optional. */
export type CodeListUnderTest<V extends string> = {
  values: readonly V[];
  labels: Record<V, string>;
  is?: (value: unknown) => value is V;
  label?: (value: string) => string;
};

export type CodeListExpectations<V extends string> = {
  /** Every code, in the order the screens list them, with its pt-BR label. */
  all?: ReadonlyArray<readonly [V, string]>;
  /** A few codes with their labels, where the test does not pin the whole list. */
  some?: ReadonlyArray<readonly [V, string]>;
  /** Values the guard must refuse: the label instead of the code, another casing, nothing. */
  notCodes?: readonly unknown[];
  /** Strings outside the list, which `label()` shows as they are rather than hiding them. */
  unknown?: readonly string[];
};

/**
 * The checks every code list gets: each code has its own label, the guard takes every code and
 * refuses the rest, and the label lookup agrees with the labels. Call it inside a `describe`.
 */
export function itIsACodeList<V extends string>(list: CodeListUnderTest<V>, expected: CodeListExpectations<V>): void {
  const { all, some, notCodes = [], unknown = [] } = expected;

  it('gives every code a distinct, non-empty label and labels nothing else', () => {
    for (const code of list.values) expect(list.labels[code]).toBeTruthy();
    expect(new Set(Object.values(list.labels)).size).toBe(list.values.length);
    expect(Object.keys(list.labels).sort()).toEqual([...list.values].sort());
  });

  if (all) {
    it('lists its codes in order, with their labels', () => {
      expect(list.values).toEqual(all.map(([code]) => code));
      expect(list.labels).toEqual(Object.fromEntries(all));
    });
  }

  const { is, label } = list;
  const examples = all ?? some ?? [];
  if (examples.length > 0) {
    it.each(examples.map(([code, text]) => [code, text]))('labels %j as %j', (code, text) => {
      expect(list.labels[code]).toBe(text);
      if (label) expect(label(code)).toBe(text);
    });
  }
  if (is) {
    it.each([...list.values])('recognises %j as a code', (code) => {
      expect(is(code)).toBe(true);
    });
    if (notCodes.length > 0) {
      it.each([...notCodes])('does not take %j for a code', (value) => {
        expect(is(value)).toBe(false);
      });
    }
  }
  if (label && unknown.length > 0) {
    it.each([...unknown])('shows the unknown code %j as it is', (value) => {
      expect(label(value)).toBe(value);
    });
  }
}
