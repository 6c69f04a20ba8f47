import type { ReportKind } from '../../../domain/schemas/reports';
import type { ReportColumn, ReportRow, ReportSource } from './report-sources';

const summed = (c: ReportColumn) => (c.type === 'int' || c.type === 'money') && !c.perUnit;

/** 'YYYY-MM-DD' (a calendar day) as 'DD/MM/YYYY', without a Date: a million rows pass through here. */
export const dayOf = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The totals row: the sum of each number column over the rows that count, 'Total' in the first. */
export function createTotals(source: ReportSource, kind: ReportKind) {
  const sums = source.columns.map(() => 0);
  return {
    add(row: ReportRow) {
      if (!source.counts(row)) return;
      source.columns.forEach((c, i) => {
        if (summed(c)) sums[i]! += Number(c.value(row) ?? 0);
      });
    },
    /** `label` replaces the first cell (the PDF's narrow first column says 'Total' and notes the rest below). */
    cells(format: (c: ReportColumn, value: number) => string | number, label = kind === 'entradas' ? 'Total (sem estornadas)' : 'Total'): (string | number)[] {
      return source.columns.map((c, i) => (i === 0 ? label : summed(c) ? format(c, sums[i]!) : ''));
    },
  };
}
