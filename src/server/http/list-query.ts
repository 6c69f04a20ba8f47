import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { saoPauloDayRange } from '../../domain/dates';
import type { DocumentPage } from '../../domain/schemas/stock-documents';
import { normalizeSearchText } from '../../domain/search';
import type { DbOrTx } from '../db/client';

// SQL pieces every back-office list shares: its text search, its period and its page window.

/** Every given condition holds (undefined ones, filters left blank, are skipped); true when none is given. */
export function allOf(...conditions: (SQL | undefined)[]): SQL {
  return and(sql`true`, ...conditions)!;
}

/** A list filter on one column: equal to the chosen value; no condition when the filter is left blank. */
export function equalsFilter(column: AnyPgColumn, value: string | number | null | undefined): SQL | undefined {
  return value ? eq(column, value) : undefined;
}

/** A text with LIKE's wildcards ('%', '_') taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** LIKE pattern for "contains `text`", wildcards in it taken literally. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * "Every word appears in some of these columns", case- and accent-insensitive (f_unaccent); no
 * condition for blank text. For big tables give columns a trigram index on the same expression.
 */
export function wordsCondition(columns: (AnyPgColumn | SQL)[], text: string | null | undefined): SQL | undefined {
  const words = normalizeSearchText(text).split(' ').filter(Boolean);
  if (words.length === 0) return undefined;
  const doc = sql`f_unaccent(lower(concat_ws(' ', ${sql.join(columns, sql`, `)})))`;
  return and(...words.map((word) => sql`${doc} LIKE ${likePattern(word)}`));
}

/**
 * De / Até (São Paulo days, both included) over a date column or a timestamp: for a timestamp the
 * days are turned into São Paulo midnights (saoPauloDayRange), so an order at 23:30 on the last day
 * is in and one at 00:10 the next day is out, whatever the server's or the session's time zone.
 */
export function periodCondition(column: AnyPgColumn | SQL, period: { from?: string; to?: string }, kind: 'date' | 'timestamp'): SQL | undefined {
  const parts: SQL[] = [];
  if (kind === 'date') {
    if (period.from) parts.push(sql`${column} >= ${period.from}::date`);
    if (period.to) parts.push(sql`${column} <= ${period.to}::date`);
  } else {
    const { start, end } = saoPauloDayRange(period.from, period.to);
    if (start) parts.push(sql`${column} >= ${start.toISOString()}::timestamptz`);
    if (end) parts.push(sql`${column} < ${end.toISOString()}::timestamptz`);
  }
  return parts.length ? and(...parts) : undefined;
}

/** Page `page` (from 1) of `pageSize` rows of a dynamic drizzle select: its LIMIT and OFFSET. */
export function limitToPage<T extends PgSelect>(select: T, paging: { page: number; pageSize: number }) {
  return select.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
}

/** The page actually shown (a page past the last becomes the last) and its offset. */
export function pageWindow(page: number, pageSize: number, total: number): { page: number; offset: number } {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(Math.max(page, 1), last);
  return { page: shown, offset: (shown - 1) * pageSize };
}

/** The statement countUpTo runs: the rows of `selectOne`, read no further than one past `cap`. */
export const countStatement = (selectOne: SQL, cap: number) => sql`SELECT count(*)::int AS n FROM (${selectOne} LIMIT ${cap + 1}) AS t`;

/**
 * The rows a filter selects, counted up to `cap` (a list of a million movements must not count
 * them all for every page): the count, and whether there are more.
 */
export async function countUpTo(
  db: { execute: (q: SQL) => Promise<{ rows: unknown[] }> },
  selectOne: SQL,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const result = await db.execute(countStatement(selectOne, cap));
  const n = Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}

/**
 * A column of the outer row inside a per-row subquery field (`(SELECT count(*) … WHERE i.x = ${outerColumn(t.id)})`).
 * A select from one table without joins writes the columns at the top of a field bare ("id"), and
 * inside the subquery a bare "id" is the subquery's own; wrapped, it keeps its table's name.
 */
export function outerColumn(column: AnyPgColumn): SQL {
  return sql`${column}`;
}

/**
 * One page of a document list from a typed select (`db.select({…}).from(…)…joins.$dynamic()`, so
 * the compiler checks its rows): the rows `where` selects, counted up to `cap`, read in `orderBy`
 * order; a page past the last becomes the last. The count wraps the same select: PostgreSQL drops
 * the outputs nobody reads (the per-row subqueries), so it costs what `SELECT 1` would.
 */
export async function documentList<S extends PgSelect, Item>(
  db: DbOrTx,
  select: S,
  list: { where: SQL; orderBy: (AnyPgColumn | SQL)[]; cap: number },
  paging: { page: number; pageSize: number },
  toItem: (row: S['_']['result'][number]) => Item,
): Promise<DocumentPage<Item>> {
  const filtered = select.where(list.where);
  const { total, capped } = await countUpTo(db, filtered.getSQL(), list.cap);
  const { page, offset } = pageWindow(paging.page, paging.pageSize, total);
  const rows: S['_']['result'] = await filtered
    .orderBy(...list.orderBy)
    .limit(paging.pageSize)
    .offset(offset);
  return { items: rows.map(toItem), total, totalCapped: capped, page, pageSize: paging.pageSize };
}
