import { Readable } from 'node:stream';
import { formatBRL } from '../../../domain/money';
import type { LabelMode } from '../../../domain/schemas/product';
import { barcodePng, qrPng } from './label-codes';
import type { LabelProduct } from './load-label-products';

const MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89 };

// Standard A4 label sheets (63.5 × 38.1 mm, 3 × 7; 99.1 × 38.1 mm, 2 × 7), so the PDF prints on
// adhesive sheets as well as on plain paper, where the dashed outline is the cutting guide.
const SHEETS = {
  narrow: { cols: 3, rows: 7, width: 63.5 * MM, height: 38.1 * MM, gapX: 2.5 * MM },
  wide: { cols: 2, rows: 7, width: 99.1 * MM, height: 38.1 * MM, gapX: 2.5 * MM },
};

// Images opened once per product: pdfkit embeds a Buffer anew on every doc.image() call, so 2,000
// labels of one product used to carry 2,000 copies of its barcode (1.7 GB of memory).
// (openImage is pdfkit API its type definitions omit; doc.image() accepts what it returns.)
type OpenedImage = Buffer & { readonly opened: unique symbol };
type Images = { barcode?: OpenedImage; qr?: OpenedImage };
const openImage = (doc: PDFKit.PDFDocument, png: Buffer) => (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(png);

/**
 * One A4 PDF with `copies` labels of each product, in the order given, as a stream: pages leave as
 * they are drawn, so memory stays flat whatever the count.
 */
export async function renderLabelsPdf(items: LabelProduct[], mode: LabelMode, copies: number): Promise<ReadableStream<Uint8Array>> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: 'Etiquetas de produtos — Luz da Fé' } });
  const images = new Map<number, Images>();
  for (const p of items) {
    images.set(p.id, {
      barcode: mode === 'qrcode' ? undefined : openImage(doc, await barcodePng(p)),
      qr: mode === 'barcode' ? undefined : openImage(doc, await qrPng(p)),
    });
  }
  const sheet = mode === 'both' ? SHEETS.wide : SHEETS.narrow;
  const perPage = sheet.cols * sheet.rows;
  const marginX = (A4.width - sheet.cols * sheet.width - (sheet.cols - 1) * sheet.gapX) / 2;
  const marginY = (A4.height - sheet.rows * sheet.height) / 2;

  const labels = items.flatMap((p) => Array.from({ length: copies }, () => p));
  const stream = Readable.toWeb(doc) as ReadableStream<Uint8Array>;
  // Drawn a page at a time, yielding between pages so other requests are answered meanwhile.
  void (async () => {
    for (let n = 0; n < labels.length; n++) {
      const slot = n % perPage;
      if (slot === 0) {
        if (n > 0) await new Promise((r) => setImmediate(r));
        doc.addPage();
      }
      const p = labels[n]!;
      const x = marginX + (slot % sheet.cols) * (sheet.width + sheet.gapX);
      const y = marginY + Math.floor(slot / sheet.cols) * sheet.height;
      drawLabel(doc, p, images.get(p.id)!, mode, x, y, sheet.width, sheet.height);
    }
    doc.end();
  })().catch((err) => doc.destroy(err));
  return stream;
}

function drawLabel(doc: PDFKit.PDFDocument, p: LabelProduct, img: Images, mode: LabelMode, x: number, y: number, w: number, h: number) {
  const pad = 6;
  doc
    .save()
    .lineWidth(0.4)
    .dash(2, { space: 2 })
    .strokeColor('#9ca3af')
    .rect(x + 1, y + 1, w - 2, h - 2)
    .stroke()
    .undash()
    .restore();
  const qrSize = mode === 'barcode' ? 0 : h - 2 * pad;
  const textWidth = w - 2 * pad - (qrSize ? qrSize + pad : 0);
  let cursor = y + pad;

  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(8);
  // Two lines at most; a one-line name leaves the room to the barcode.
  const nameHeight = Math.min(doc.heightOfString(p.name, { width: textWidth, lineGap: 0 }), 20);
  doc.text(p.name, x + pad, cursor, { width: textWidth, height: 20, ellipsis: true, lineGap: 0 });
  cursor += nameHeight + 2;
  doc.font('Helvetica').fontSize(7).fillColor('#374151');
  doc.text(`Cód. ${p.code}`, x + pad, cursor, { width: textWidth, lineBreak: false, ellipsis: true });
  cursor += 9;
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#111111');
  doc.text(formatBRL(p.priceCents), x + pad, cursor, { width: textWidth, lineBreak: false });
  cursor += 15;

  if (img.barcode) {
    const boxH = y + h - pad - cursor;
    doc.image(img.barcode, x + pad, cursor, { fit: [textWidth, boxH], align: 'center', valign: 'center' });
  } else if (p.shelf || p.box) {
    doc.font('Helvetica').fontSize(7).fillColor('#374151');
    doc.text([p.shelf && `Prateleira ${p.shelf}`, p.box && `Caixa ${p.box}`].filter(Boolean).join(' · '), x + pad, cursor, { width: textWidth });
  }
  if (img.qr) doc.image(img.qr, x + w - pad - qrSize, y + pad, { width: qrSize, height: qrSize });
}
