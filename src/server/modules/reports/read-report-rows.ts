import { type SQL, sql } from 'drizzle-orm';
import type { ReportKind, ReportQuery } from '../../../domain/schemas/reports';
import type { DbOrTx } from '../../db/client';
import { REPORT_SOURCES, type ReportRow } from './report-sources';

export const REPORT_BATCH = 5_000;

/**
 * The report's rows in (date, key) order, a batch at a time (keyset: each batch starts after the
 * last row of the one before), so a file of a million rows is written while it is read, in bounded
 * memory. `limit` stops early (the PDF's cap); `signal` stops when the download is cancelled.
 */
export async function* readReportRows(db: DbOrTx, kind: ReportKind, q: ReportQuery, opts: { limit?: number; signal?: AbortSignal } = {}): AsyncGenerator<ReportRow[]> {
  const s = REPORT_SOURCES[kind];
  const where = s.where(q);
  let after: { date: string; key: number } | null = null;
  let read = 0;
  const limit = opts.limit ?? Number.POSITIVE_INFINITY;
  while (read < limit && !opts.signal?.aborted) {
    const size = Math.min(REPORT_BATCH, limit - read);
    const cursor: SQL = after ? sql`AND (${s.date}, ${s.key}) > (${after.date}::date, ${after.key})` : sql``;
    const result: { rows: ReportRow[] } = await db.execute<ReportRow>(sql`SELECT ${s.select} ${s.from} WHERE ${where} ${cursor} ORDER BY ${s.date}, ${s.key} LIMIT ${size}`);
    if (result.rows.length === 0) return;
    read += result.rows.length;
    const last: ReportRow = result.rows.at(-1)!;
    after = { date: last.sort_date, key: Number(last.key) };
    yield result.rows;
    if (result.rows.length < size) return;
  }
}
