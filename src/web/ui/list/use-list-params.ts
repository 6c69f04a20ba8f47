import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type core, parse, safeParse } from 'zod/mini';

/** Values a list keeps in the URL: text, numbers, booleans or nothing. */
export type ParamValue = string | number | boolean | null | undefined;

/**
 * A list's state (page, text, filters, period) kept in the URL query, typed by a zod schema — the
 * same one the API validates the list's query with, so both read the URL alike. Bookmarks, shared
 * links, reloads and back/forward keep the view. A value the schema refuses (`?page=abc`) falls
 * back to its default instead of breaking the screen. Any change other than the page goes back to
 * page 1. Typing replaces the history entry; choosing a filter or a page adds one.
 */
export function useListParams<T extends Record<string, ParamValue>>(schema: core.$ZodType<T>) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseParams(schema, search), [schema, search]);

  const set = useCallback(
    (patch: Partial<T>, opts: { replace?: boolean } = {}) => {
      // From the address bar, not from the hook's render: react-router's functional update sees the
      // query of the render that made the callback, so a debounced search firing after a filter
      // change would put the old filter back.
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === null || value === '' || value === false) next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in patch)) next.delete('page');
      setSearch(next, { replace: opts.replace ?? false });
    },
    [setSearch],
  );

  const reset = useCallback(() => setSearch(new URLSearchParams(), { replace: false }), [setSearch]);

  return { params, set, reset };
}

/** Parses the query with the schema, dropping the keys it refuses so their defaults apply. */
// Through zod/mini's functions, which take the full zod's schemas and the storefront's mini ones alike
// (product-list-query.ts) without loading the full zod (decision 079).
export function parseParams<T>(schema: core.$ZodType<T>, search: URLSearchParams): T {
  const raw: Record<string, string> = {};
  for (const [key, value] of search) if (value !== '') raw[key] = value;
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = safeParse(schema, raw);
    if (result.success) return result.data;
    const bad = new Set(result.error.issues.map((i) => String(i.path[0] ?? '')));
    // A refinement over several keys (De after Até) names no key: drop the period.
    if (bad.has('')) {
      delete raw.from;
      delete raw.to;
    }
    for (const key of bad) delete raw[key];
  }
  return parse(schema, {});
}
