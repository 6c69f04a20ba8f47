import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { ReportKind } from '../../../domain/schemas/reports';
import { createTotals } from './format-report-cell';
import type { ReportColumn, ReportRow } from './report-sources';
import { REPORT_SOURCES } from './report-sources';

/** Per batch of rows (REPORT_BATCH), time for the zip to deflate what was written: ~20 ms per 1,000 rows. */
const ZIP_PAUSE_MS = 20;

const NUM_FMT: Record<ReportColumn['type'], string | undefined> = { money: '"R$" #,##0.00', int: '#,##0', date: 'dd/mm/yyyy', text: undefined };

/** A cell as Excel types it: money in reais (a number), dates as dates, whole numbers as numbers. */
function typed(c: ReportColumn, value: string | number | null): string | number | Date | null {
  if (value === null || value === '') return null;
  if (c.type === 'money') return Number(value) / 100;
  if (c.type === 'int') return Number(value);
  if (c.type === 'date') return new Date(`${value}T00:00:00Z`);
  return String(value);
}

/**
 * The report as XLSX through exceljs's streaming writer: each row is committed as it is read, so
 * the workbook never sits in memory; typed numbers, dates and money, the header row frozen, filters
 * on, and a bold totals row. The bytes come out of the returned stream while it is written.
 */
export function writeReportXlsx(kind: ReportKind, title: string, batches: AsyncIterable<ReportRow[]>): PassThrough {
  const source = REPORT_SOURCES[kind];
  const out = new PassThrough();
  const write = async () => {
    // exceljs (~35 MB) is loaded with the first spreadsheet, not with the server (decision 081).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'Luz da Fé';
    const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = source.columns.map((c, i) => ({
      header: c.header,
      key: `c${i}`,
      width: Math.max(10, Math.round(c.width * 9)),
      style: NUM_FMT[c.type] ? { numFmt: NUM_FMT[c.type] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: source.columns.length } };
    const totals = createTotals(source);
    for await (const rows of batches) {
      for (const row of rows) {
        totals.add(row);
        sheet.addRow(source.columns.map((c) => typed(c, c.value(row)))).commit();
      }
      // The reader (the download) sets the pace: no more rows while its buffer is full. exceljs's zip
      // takes rows without backpressure and deflates them on libuv's threads: rows written faster
      // than that pile up in memory (160 MB for 300,000 rows), so each batch leaves it a moment.
      if (out.writableNeedDrain) await once(out, 'drain');
      await new Promise((resolve) => setTimeout(resolve, ZIP_PAUSE_MS));
    }
    const last = sheet.addRow(totals.cells((c, v) => typed(c, v) as number));
    last.font = { bold: true };
    last.commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err) => out.destroy(err));
  return out;
}
