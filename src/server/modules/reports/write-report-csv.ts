import type { ReportKind } from '../../../domain/schemas/reports';
import { csvLine, csvMoney, csvText, UTF8_BOM } from '../../files/csv';
import { createTotals, dayOf } from './format-report-cell';
import type { ReportColumn, ReportRow } from './report-sources';
import { REPORT_SOURCES } from './report-sources';

function cell(c: ReportColumn, value: string | number | null): string {
  if (value === null || value === '') return '';
  if (c.type === 'money') return csvMoney(Number(value));
  if (c.type === 'int') return String(value);
  if (c.type === 'date') return dayOf(String(value));
  return csvText(String(value));
}

/**
 * The report as CSV for Excel pt-BR (UTF-8 BOM, ';', decimal comma, text that looks like a formula
 * neutralised), written a batch at a time as the rows are read, ending with the totals row.
 */
export async function* writeReportCsv(kind: ReportKind, batches: AsyncIterable<ReportRow[]>): AsyncGenerator<Buffer> {
  const source = REPORT_SOURCES[kind];
  const totals = createTotals(source);
  yield Buffer.from(UTF8_BOM + csvLine(source.columns.map((c) => c.header)), 'utf8');
  for await (const rows of batches) {
    let text = '';
    for (const row of rows) {
      totals.add(row);
      text += csvLine(source.columns.map((c) => cell(c, c.value(row))));
    }
    yield Buffer.from(text, 'utf8');
  }
  yield Buffer.from(csvLine(totals.cells((c, v) => cell(c, v)).map(String)), 'utf8');
}
