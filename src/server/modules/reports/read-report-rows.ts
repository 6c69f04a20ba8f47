import { type SQL, sql } from 'drizzle-orm';
import type { ReportKind, ReportQuery } from '../../../domain/schemas/reports';
import type { DbOrTx } from '../../db/client';
import type { StoreScope } from '../permissions';
import { REPORT_SOURCES, type ReportRow } from './report-sources';

export const REPORT_BATCH = 1_000;

/**
 * The report's rows in (date, key) order, a batch at a time (keyset: each batch starts after the
 * last row of the one before), so a file of a million rows is written while it is read, in bounded
 * memory. `limit` stops early (the PDF's cap); `signal` stops when the download is cancelled.
 */
export async function* readReportRows(
  db: DbOrTx,
  kind: ReportKind,
  q: ReportQuery,
  scope: StoreScope,
  opts: { limit?: number; signal?: AbortSignal } = {},
): AsyncGenerator<ReportRow[]> {
  const s = REPORT_SOURCES[kind];
  const where = s.where(q, scope);
  const nulls = sql.raw(`NULLS ${s.nulls}`);
  // ASC with the nulls of the (DESC) index read backwards: each batch comes from the index, not a sort.
  const order = sql.join(
    [s.date, ...s.keys].map((k) => sql`${k} ASC ${nulls}`),
    sql`, `,
  );
  let after: unknown[] | null = null;
  let read = 0;
  const limit = opts.limit ?? Number.POSITIVE_INFINITY;
  while (read < limit && !opts.signal?.aborted) {
    const size = Math.min(REPORT_BATCH, limit - read);
    const cursor: SQL = after ? keysetAfter([s.date, ...s.keys], after) : sql``;
    const result: { rows: ReportRow[] } = await db.execute<ReportRow>(
      sql`SELECT ${s.select} ${s.from} WHERE ${where} ${cursor} ORDER BY ${order} LIMIT ${size}`,
    );
    if (result.rows.length === 0) return;
    read += result.rows.length;
    const last: ReportRow = result.rows.at(-1)!;
    after = [last.sort_date, Number(last.key0), ...(s.keys.length > 1 ? [Number(last.key1)] : [])];
    yield result.rows;
    if (result.rows.length < size) return;
  }
}

/**
 * Rows after the last one read, in (date, keys…) order. With a second key (an exit's lines), the
 * (date, first key) prefix is also given on its own so the index on those two columns narrows the scan.
 */
function keysetAfter(columns: SQL[], values: unknown[]): SQL {
  const tuple = (cols: SQL[], vals: unknown[]) =>
    sql`(${sql.join(cols, sql`, `)}) > (${sql.join(
      vals.map((v, i) => (i === 0 ? sql`${v}::date` : sql`${v}`)),
      sql`, `,
    )})`;
  if (columns.length <= 2) return sql`AND ${tuple(columns, values)}`;
  const prefix = sql`(${columns[0]}, ${columns[1]}) >= (${values[0]}::date, ${values[1]})`;
  return sql`AND ${prefix} AND ${tuple(columns, values)}`;
}
