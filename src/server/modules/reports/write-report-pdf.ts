import { formatBRL } from '../../../domain/money';
import type { ReportKind } from '../../../domain/schemas/reports';
import { createPdf, drawFields, drawHeader, drawTable, type ShopHeader } from '../../files/pdf-document';
import { createTotals, dayOf } from './format-report-cell';
import type { ReportColumn, ReportRow } from './report-sources';
import { REPORT_SOURCES } from './report-sources';

function text(c: ReportColumn, value: string | number | null): string {
  if (value === null || value === '') return '';
  if (c.type === 'money') return formatBRL(Number(value));
  if (c.type === 'int') return Number(value).toLocaleString('pt-BR');
  if (c.type === 'date') return dayOf(String(value));
  return String(value);
}

/**
 * The report as a PDF to read and print: the shop's header, the filters used, the table (at most
 * PDF_MAX_LINES lines — past that the file says so and points to CSV/XLSX), the totals of all the
 * rows the filters select, and 'Página N de M'.
 */
export async function writeReportPdf(
  kind: ReportKind,
  title: string,
  shop: ShopHeader,
  filters: [string, string][],
  batches: AsyncIterable<ReportRow[]>,
  allTotals: { lines: number },
): Promise<Buffer> {
  const source = REPORT_SOURCES[kind];
  const pdf = await createPdf(title, { landscape: true });
  drawHeader(pdf, shop, title);
  drawFields(pdf, filters);
  pdf.doc.moveDown(0.5);
  const rows: ReportRow[] = [];
  const totals = createTotals(source);
  for await (const batch of batches)
    for (const row of batch) {
      totals.add(row);
      rows.push(row);
    }
  if (allTotals.lines > rows.length) {
    pdf.doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .text(
        `Mostrando as primeiras ${rows.length.toLocaleString('pt-BR')} de ${allTotals.lines.toLocaleString('pt-BR')} linhas; os totais abaixo são destas linhas. Para o relatório completo, baixe em CSV ou XLSX.`,
      );
    pdf.doc.moveDown(0.5);
  }
  drawTable(
    pdf,
    source.columns.map((c) => ({
      header: c.header,
      width: c.width,
      align: c.type === 'text' || c.type === 'date' ? 'left' : 'right',
      cell: (r: ReportRow) => text(c, c.value(r)),
    })),
    rows,
    // A quantity keeps its unit on its line when the total wraps ('12 UN +' / '3 CX', not '3' / 'CX').
    { totals: totals.cells((c, v) => text(c, v), 'Total').map((cell) => String(cell).replace(/(\d) (?=[A-Z]{2})/g, '$1\u00a0')) },
  );
  if (source.reversedNote) pdf.doc.font('Helvetica').fontSize(8).fillColor('#4b5563').text(source.reversedNote);
  if (rows.length === 0) pdf.doc.font('Helvetica').fontSize(10).text('Nenhum registro no período e nos filtros escolhidos.');
  return pdf.finish();
}
