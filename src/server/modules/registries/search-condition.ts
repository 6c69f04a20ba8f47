import { type SQL, and, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizeSearchText } from '../../../domain/search';

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case- and accent-insensitive "every word appears in some column" filter for the short registry
 * lists; undefined (no filter) for a blank search, as SPEC 5 asks.
 */
export function searchCondition(columns: AnyPgColumn[], query: string | null | undefined): SQL | undefined {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return undefined;
  const doc = sql`f_unaccent(lower(concat_ws(' ', ${sql.join(columns, sql`, `)})))`;
  return and(...words.map((word) => sql`${doc} LIKE ${`%${escapeLike(word)}%`}`));
}
