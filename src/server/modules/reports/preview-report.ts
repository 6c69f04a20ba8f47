import { type SQL, sql } from 'drizzle-orm';
import { bucketFor, type ReportKind, type ReportPreview, type ReportQuery, type UnitQuantity } from '../../../domain/schemas/reports';
import { unitAbbreviation } from '../../../domain/units';
import type { DbOrTx } from '../../db/client';
import type { StoreScope } from '../permissions';
import { REPORT_SOURCES, type ReportSource } from './report-sources';

const TOP = 5;

/**
 * What 'Gerar Relatório' shows first: the totals, a chart over the period by day, week or month,
 * and the top products / stores / suppliers — SQL aggregates over the same rows the file lists.
 * Quantities come from queries of their own, grouped by unit (boxes are not added to pieces) and
 * merged here: an invoice's lines joined into the money queries would count its total once a line.
 */
export async function previewReport(db: DbOrTx, kind: ReportKind, q: ReportQuery, scope: StoreScope): Promise<ReportPreview> {
  const s = REPORT_SOURCES[kind];
  const where = s.where(q, scope);
  const counted = sql`${where} AND ${s.counted}`;
  const [totalsRow, totalQuantities] = await Promise.all([
    db
      .execute<{
        lines: number;
        documents: number;
        cost: string | number;
        price: string | number;
        reversed: number;
        first: string | null;
        last: string | null;
      }>(sql`
      SELECT count(*)::int AS lines, (${s.documents} FILTER (WHERE ${s.counted}))::int AS documents,
             coalesce(sum(${s.cost}) FILTER (WHERE ${s.counted}), 0)::bigint AS cost,
             coalesce(sum(${s.price}) FILTER (WHERE ${s.counted}), 0)::bigint AS price,
             (${s.documents} FILTER (WHERE NOT (${s.counted})))::int AS reversed,
             to_char(min(${s.date}), 'YYYY-MM-DD') AS first, to_char(max(${s.date}), 'YYYY-MM-DD') AS last
      ${s.from} WHERE ${where}`)
      .then((r) => r.rows[0]!),
    quantitiesBy(db, s, sql`''`, counted),
  ]);
  const from = q.from ?? totalsRow.first;
  const to = q.to ?? totalsRow.last;
  const bucket = from && to ? bucketFor(from, to) : 'day';
  const trunc = sql.raw(`'${bucket}'`);
  // A calendar day truncated as a plain timestamp: the session's time zone plays no part.
  const bucketOf = sql`to_char(date_trunc(${trunc}, ${s.date}::timestamp), 'YYYY-MM-DD')`;
  const [series, seriesQuantities, ...tops] = await Promise.all([
    db.execute<{ bucket: string; value: string | number }>(sql`
      SELECT ${bucketOf} AS bucket, sum(${s.value})::bigint AS value
      ${s.from} WHERE ${counted} GROUP BY 1 ORDER BY 1`),
    quantitiesBy(db, s, bucketOf, counted),
    ...s.tops.map(async (t) => {
      const rows = (
        await db.execute<{ name: string; value: string | number }>(sql`
        SELECT ${t.name} AS name, sum(${s.value})::bigint AS value
        ${s.from} WHERE ${counted} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP}`)
      ).rows;
      const names = rows.map((r) => r.name);
      const quantities = names.length
        ? await quantitiesBy(
            db,
            s,
            t.name,
            sql`${counted} AND ${t.name} IN (${sql.join(
              names.map((n) => sql`${n}`),
              sql`, `,
            )})`,
          )
        : new Map();
      return rows.map((r) => ({ name: r.name, quantities: quantities.get(r.name) ?? [], valueCents: Number(r.value) }));
    }),
  ]);
  return {
    kind,
    from,
    to,
    bucket,
    totals: {
      documents: Number(totalsRow.documents),
      lines: Number(totalsRow.lines),
      quantities: totalQuantities.get('') ?? [],
      costCents: Number(totalsRow.cost),
      priceCents: Number(totalsRow.price),
      reversed: Number(totalsRow.reversed),
    },
    series: series.rows.map((r) => ({ bucket: r.bucket, quantities: seriesQuantities.get(r.bucket) ?? [], valueCents: Number(r.value) })),
    tops: s.tops.map((t, i) => ({ title: t.title, rows: tops[i]! })),
  };
}

/**
 * The counted quantities grouped by `key` (the period, a bucket, a top's name) and unit. Units
 * are merged by how they print ('Unidade' and an invoice's 'UN' are one), largest first.
 */
async function quantitiesBy(db: DbOrTx, s: ReportSource, key: SQL, where: SQL): Promise<Map<string, UnitQuantity[]>> {
  const q = s.quantity;
  const rows = await db.execute<{ key: string; unit: string | null; quantity: string | number }>(sql`
    SELECT ${key} AS key, ${q.unit} AS unit, sum(${q.quantity})::bigint AS quantity
    ${q.from} WHERE ${where} GROUP BY 1, 2`);
  const byKey = new Map<string, Map<string, number>>();
  for (const r of rows.rows) {
    const units = byKey.get(r.key) ?? new Map<string, number>();
    byKey.set(r.key, units);
    const unit = unitAbbreviation(r.unit);
    units.set(unit, (units.get(unit) ?? 0) + Number(r.quantity));
  }
  return new Map(
    [...byKey].map(([k, units]) => [
      k,
      [...units].map(([unit, quantity]) => ({ unit, quantity })).sort((a, b) => b.quantity - a.quantity || a.unit.localeCompare(b.unit)),
    ]),
  );
}
