import { formatDateTime } from '../../../domain/dates';
import { csvText, writeCsv } from '../../files/csv';
import { createPdf, drawHeader, drawTable, type PdfDocument, productColumns, type ShopHeader } from '../../files/pdf-document';
import type { PurchaseReportLine } from './build-purchase-report';

const HEADER = ['Fornecedor', 'Código', 'Produto', 'Estoque', 'Mínimo', 'Solicitado', 'Solicitações', 'Sugerido'];

/** The purchase report as CSV for Excel pt-BR: one line per product, supplier first so it sorts and filters. */
export function purchaseReportCsv(lines: PurchaseReportLine[]): string {
  return writeCsv([
    HEADER,
    ...lines.map((l) => [
      csvText(l.supplierName),
      csvText(l.productCode),
      csvText(l.productName),
      String(l.stock),
      String(l.minStock),
      String(l.requested),
      l.requestCodes.join(', '),
      String(l.suggested),
    ]),
  ]);
}

function groupBySupplier(lines: PurchaseReportLine[]): Map<string, PurchaseReportLine[]> {
  const groups = new Map<string, PurchaseReportLine[]>();
  for (const l of lines) groups.set(l.supplierName, [...(groups.get(l.supplierName) ?? []), l]);
  return groups;
}

function drawSupplier(pdf: PdfDocument, supplier: string, lines: PurchaseReportLine[]) {
  if (pdf.doc.y + 60 > pdf.doc.page.height - pdf.doc.page.margins.bottom) pdf.doc.addPage();
  pdf.doc.font('Helvetica-Bold').fontSize(11).fillColor('#111111').text(supplier, pdf.left, pdf.doc.y);
  pdf.doc.moveDown(0.3);
  drawTable(
    pdf,
    [
      ...productColumns(),
      { header: 'Estoque', width: 1.3, align: 'right', cell: (l) => String(l.stock) },
      { header: 'Mínimo', width: 1.3, align: 'right', cell: (l) => String(l.minStock) },
      { header: 'Solicitado', width: 1.5, align: 'right', cell: (l) => String(l.requested) },
      { header: 'Sugerido', width: 1.5, align: 'right', cell: (l) => String(l.suggested) },
    ],
    lines,
    { totals: ['', `${lines.length} ${lines.length === 1 ? 'produto' : 'produtos'}`, '', '', '', String(lines.reduce((s, l) => s + l.suggested, 0))] },
  );
}

/** The purchase report as a PDF: the shop's header, one table per supplier, the suggested total. */
export async function purchaseReportPdf(lines: PurchaseReportLine[], shop: ShopHeader, now = new Date()): Promise<Buffer> {
  const pdf = await createPdf('Relatório de compras');
  drawHeader(pdf, shop, 'Relatório de compras', `Itens de solicitações de compra em aberto e produtos no estoque mínimo — ${formatDateTime(now)}`);
  if (lines.length === 0) {
    pdf.doc.font('Helvetica').fontSize(10).text('Nenhum item a comprar: não há solicitações de compra em aberto nem produtos no estoque mínimo.');
  }
  for (const [supplier, group] of groupBySupplier(lines)) drawSupplier(pdf, supplier, group);
  return pdf.finish();
}
