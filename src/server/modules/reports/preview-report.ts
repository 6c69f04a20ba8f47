import { sql } from 'drizzle-orm';
import { bucketFor, type ReportKind, type ReportPreview, type ReportQuery } from '../../../domain/schemas/reports';
import type { DbOrTx } from '../../db/client';
import { REPORT_SOURCES } from './report-sources';

const TOP = 5;

/**
 * What 'Gerar Relatório' shows first: the totals, a chart over the period by day, week or month,
 * and the top products / stores / suppliers — SQL aggregates over the same rows the file lists.
 */
export async function previewReport(db: DbOrTx, kind: ReportKind, q: ReportQuery): Promise<ReportPreview> {
  const s = REPORT_SOURCES[kind];
  const where = s.where(q);
  const totalsRow = (
    await db.execute<{ lines: number; documents: number; units: number; cost: string | number; price: string | number; reversed: number; first: string | null; last: string | null }>(sql`
      SELECT count(*)::int AS lines, (${s.documents} FILTER (WHERE ${s.counted}))::int AS documents,
             coalesce(sum(${s.units}) FILTER (WHERE ${s.counted}), 0)::bigint AS units,
             coalesce(sum(${s.cost}) FILTER (WHERE ${s.counted}), 0)::bigint AS cost,
             coalesce(sum(${s.price}) FILTER (WHERE ${s.counted}), 0)::bigint AS price,
             (count(*) FILTER (WHERE NOT (${s.counted})))::int AS reversed,
             to_char(min(${s.date}), 'YYYY-MM-DD') AS first, to_char(max(${s.date}), 'YYYY-MM-DD') AS last
      ${s.from} WHERE ${where}`)
  ).rows[0]!;
  const from = q.from ?? totalsRow.first;
  const to = q.to ?? totalsRow.last;
  const bucket = from && to ? bucketFor(from, to) : 'day';
  const trunc = sql.raw(`'${bucket}'`);
  const counted = sql`${where} AND ${s.counted}`;
  const [series, ...tops] = await Promise.all([
    db.execute<{ bucket: string; units: number; value: string | number }>(sql`
      SELECT to_char(date_trunc(${trunc}, ${s.date}), 'YYYY-MM-DD') AS bucket, sum(${s.units})::bigint AS units, sum(${s.value})::bigint AS value
      ${s.from} WHERE ${counted} GROUP BY 1 ORDER BY 1`),
    ...s.tops.map((t) =>
      db.execute<{ name: string; units: number; value: string | number }>(sql`
        SELECT ${t.name} AS name, sum(${s.units})::bigint AS units, sum(${s.value})::bigint AS value
        ${s.from} WHERE ${counted} GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT ${TOP}`),
    ),
  ]);
  return {
    kind,
    from,
    to,
    bucket,
    totals: {
      documents: Number(totalsRow.documents),
      lines: Number(totalsRow.lines),
      units: Number(totalsRow.units),
      costCents: Number(totalsRow.cost),
      priceCents: Number(totalsRow.price),
      reversed: Number(totalsRow.reversed),
    },
    series: series.rows.map((r) => ({ bucket: r.bucket, units: Number(r.units), valueCents: Number(r.value) })),
    tops: s.tops.map((t, i) => ({ title: t.title, rows: tops[i]!.rows.map((r) => ({ name: r.name, units: Number(r.units), valueCents: Number(r.value) })) })),
  };
}

