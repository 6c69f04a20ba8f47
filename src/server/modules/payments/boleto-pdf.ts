import { formatDate } from '../../../domain/dates';
import { shortOrderId } from '../../../domain/ids';
import { formatBRL } from '../../../domain/money';
import { barcodeFromLine, formatBoletoLine } from './boleto-line';

export type BoletoPdfInput = {
  orderId: string;
  line: string;
  amountCents: number;
  dueDate: Date;
  issuedAt: Date;
  payerName: string;
  payerAddress: string;
  beneficiary: string;
};

export const BOLETO_TEST_MARK = 'BOLETO DE TESTE — SEM VALOR';

/** A4 bank slip of the sandbox, crossed by a large mark saying it has no value. */
export async function renderBoletoPdf(input: BoletoPdfInput): Promise<Buffer> {
  const [{ default: bwipjs }, { default: PDFDocument }] = await Promise.all([import('bwip-js/node'), import('pdfkit')]);
  const bars = await bwipjs.toBuffer({ bcid: 'interleaved2of5', text: barcodeFromLine(input.line), scale: 2, height: 13, includetext: false });
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Boleto de teste — pedido #${shortOrderId(input.orderId)}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(18).font('Helvetica-Bold').fillColor('#b91c1c').text(BOLETO_TEST_MARK, { align: 'center' });
  doc.moveDown(0.3).fontSize(10).font('Helvetica').fillColor('#111111');
  doc.text('Ambiente de testes: este boleto não pode ser pago e não tem valor fiscal.', { align: 'center' });
  doc.moveDown();

  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  };
  row('Beneficiário', input.beneficiary);
  row('Pagador', input.payerName);
  row('Endereço do pagador', input.payerAddress);
  row('Pedido', `#${shortOrderId(input.orderId)}`);
  row('Data do documento', formatDate(input.issuedAt));
  row('Vencimento', formatDate(input.dueDate));
  row('Valor do documento', formatBRL(input.amountCents));
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text('Linha digitável');
  doc.font('Courier-Bold').fontSize(12).text(formatBoletoLine(input.line));
  doc.moveDown();
  doc.image(bars, { width: 400 });
  doc.moveDown();
  doc.font('Helvetica').fontSize(9).text('A confirmação do pagamento pode levar até 3 dias úteis.');

  // The diagonal mark over the whole page, so a printout can never pass for a real slip.
  doc.save();
  doc.rotate(-35, { origin: [297, 420] });
  doc.font('Helvetica-Bold').fontSize(46).fillColor('#dc2626').opacity(0.25);
  doc.text(BOLETO_TEST_MARK, 0, 400, { width: 595, align: 'center' });
  doc.restore();

  doc.end();
  return done;
}
