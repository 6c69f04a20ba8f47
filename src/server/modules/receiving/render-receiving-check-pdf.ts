import { formatDateTime, formatDay } from '../../../domain/dates';
import { countOf } from '../../../domain/plural';
import { checkTotals, type ReceivingCheckDetail } from '../../../domain/schemas/receiving';
import { formatQuantity, signedQuantity } from '../../../domain/units';
import { createPdf, drawFields, drawHeader, drawSignatures, drawTable, productColumns, type ShopHeader } from '../../files/pdf-document';
import { invoiceLabel } from './invoice-heading';

/**
 * The receiving check as printed: the invoice (number, series, dates, supplier), who received and
 * who approved, every line expected vs received with its difference, the report text, and lines
 * for the receiver and the supervisor to sign.
 */
export async function renderReceivingCheckPdf(check: ReceivingCheckDetail, shop: ShopHeader): Promise<Buffer> {
  const title = `Conferência de recebimento — NF ${invoiceLabel(check)}`;
  const pdf = await createPdf(title);
  drawHeader(pdf, shop, title, check.hasDiscrepancy ? 'Com divergência' : 'Sem divergência');
  drawFields(pdf, [
    ['Fornecedor', check.supplierName],
    ['Emissão', formatDay(check.emissionDate)],
    ['Recebimento', formatDay(check.receptionDate)],
    ['Recebedor', check.receiverName],
    ['Registrada por', `${check.createdByName}${check.postedAt ? ` em ${formatDateTime(check.postedAt)}` : ''}`],
    ['Entrada no estoque', check.autoEntry ? 'Automática' : 'Não'],
    ...(check.approvedByName ? ([['Aprovada por', check.approvedByName]] as [string, string][]) : []),
  ]);
  const totals = checkTotals(check.lines);
  drawTable(
    pdf,
    [
      ...productColumns(),
      { header: 'Nota', width: 1.2, align: 'right', cell: (l) => formatQuantity(l.expectedQuantity, l.unit) },
      { header: 'Recebido', width: 1.4, align: 'right', cell: (l) => formatQuantity(l.receivedQuantity, l.unit) },
      { header: 'Diferença', width: 1.4, align: 'right', cell: (l) => signedQuantity(l.receivedQuantity - l.expectedQuantity, l.unit) },
    ],
    check.lines,
    { totals: ['', countOf(check.lines.length, 'item', 'itens'), totals.expected, totals.received, totals.difference] },
  );
  pdf.doc.moveDown(0.5).font('Helvetica-Bold').fontSize(10).text('Relatório', pdf.left, pdf.doc.y, { width: pdf.width });
  pdf.doc.font('Helvetica').fontSize(9).text(check.reportSummary, { width: pdf.width });
  drawSignatures(pdf, ['Recebedor', 'Supervisor']);
  return pdf.finish();
}
