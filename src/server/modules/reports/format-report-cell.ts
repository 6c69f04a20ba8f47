import { formatQuantities, unitAbbreviation } from '../../../domain/units';
import type { ReportColumn, ReportRow, ReportSource } from './report-sources';

const summed = (c: ReportColumn) => (c.type === 'int' || c.type === 'money') && !c.perUnit && !c.quantities;

/** 'YYYY-MM-DD' (a calendar day) as 'DD/MM/YYYY', without a Date: a million rows pass through here. */
export const dayOf = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The totals row: the sum of each number column over the rows that count, 'Total' in the first.
 * A quantity column is summed per unit and its total is text ('10 UN + 3 CX', the unit column left
 * blank): a single number would add boxes to pieces, and a blank would hide what the preview shows.
 */
export function createTotals(source: ReportSource) {
  const sums = source.columns.map(() => 0);
  // Per column, unit → quantity (not the rows' lines: a million rows pass through here).
  const perUnit = source.columns.map(() => new Map<string, number>());
  return {
    add(row: ReportRow) {
      if (!source.counts(row)) return;
      source.columns.forEach((c, i) => {
        if (summed(c)) sums[i]! += Number(c.value(row) ?? 0);
        for (const q of c.quantities?.(row) ?? []) {
          const unit = unitAbbreviation(q.unit);
          perUnit[i]!.set(unit, (perUnit[i]!.get(unit) ?? 0) + q.quantity);
        }
      });
    },
    /** `label` replaces the first cell (the PDF's narrow first column says 'Total' and notes the rest below). */
    cells(format: (c: ReportColumn, value: number) => string | number, label = source.reversedNote ? 'Total (sem estornadas)' : 'Total'): (string | number)[] {
      return source.columns.map((c, i) => {
        if (i === 0) return label;
        if (c.quantities) return formatQuantities([...perUnit[i]!].map(([unit, quantity]) => ({ unit, quantity })));
        return summed(c) ? format(c, sums[i]!) : '';
      });
    },
  };
}
