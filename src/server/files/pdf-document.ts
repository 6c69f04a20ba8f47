import { formatDateTime } from '../../domain/dates';

// The shop's printable documents (guia de remessa, receiving check, purchase and picking lists,
// reports) drawn the same way: A4, the shop's header, a title, "filters used", tables that break
// across pages repeating their header, signature lines, a Code 128 barcode of the document, and
// "Página N de M" on every page. Helvetica covers Portuguese accents (WinAnsi).

export type ShopHeader = { storeName: string; contactAddress?: string; contactPhone?: string; contactEmail?: string; cnpj?: string };

export type PdfColumn<Row> = {
  header: string;
  /** Share of the table's width (the widths are proportions). */
  width: number;
  align?: 'left' | 'right' | 'center';
  cell: (row: Row) => string;
};

const MARGIN = 40;
const INK = '#111111';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

export type PdfDocument = {
  doc: PDFKit.PDFDocument;
  /** Left edge and usable width of the page. */
  left: number;
  width: number;
  /** Finishes the document (page numbers on every page) and resolves with its bytes. */
  finish: () => Promise<Buffer>;
};

/**
 * A4, portrait by default; landscape for wide tables (reports). pdfkit and bwip-js are loaded with
 * the first document, not with the server (decision 081).
 */
export async function createPdf(title: string, opts: { landscape?: boolean } = {}): Promise<PdfDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: opts.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Creator: 'Luz da Fé' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  return {
    doc,
    left: MARGIN,
    width,
    finish: async () => {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        // Below the bottom margin: write without moving the cursor onto a new page.
        const bottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc
          .font('Helvetica')
          .fontSize(8)
          .fillColor(MUTED)
          .text(`Página ${i + 1} de ${range.count}`, MARGIN, doc.page.height - 28, { width, align: 'right', lineBreak: false });
        doc.page.margins.bottom = bottom;
      }
      doc.end();
      return done;
    },
  };
}

/** The shop's name and contact, the document's title and when it was printed. */
export function drawHeader(pdf: PdfDocument, shop: ShopHeader, title: string, subtitle?: string) {
  const { doc, left, width } = pdf;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(shop.storeName, left, MARGIN, { width });
  const contact = [shop.cnpj && `CNPJ ${shop.cnpj}`, shop.contactAddress, shop.contactPhone, shop.contactEmail].filter(Boolean).join(' · ');
  if (contact) doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(contact, { width });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(title, { width });
  if (subtitle) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(subtitle, { width });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`Emitido em ${formatDateTime(new Date())}`, { width });
  rule(pdf);
}

/** Label: value pairs (the document's data, or the filters a report used). */
export function drawFields(pdf: PdfDocument, fields: [string, string][]) {
  const { doc, left, width } = pdf;
  for (const [label, value] of fields) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(`${label}: `, left, doc.y, { continued: true, width });
    doc.font('Helvetica').text(value || '—');
  }
  doc.moveDown(0.5);
}

/**
 * A Code 128 barcode of the document's code, with the code printed under it: at a given place (the
 * header's corner), or in the flow, where the text goes on below it (pdfkit only moves down past an
 * image placed without coordinates; with them the next line was written over the bars).
 */
export async function drawBarcode(pdf: PdfDocument, text: string, at?: { x: number; y: number; width?: number }) {
  const { default: bwipjs } = await import('bwip-js/node');
  const png = await bwipjs.toBuffer({ bcid: 'code128', text, scale: 2, height: 10, includetext: true, textxalign: 'center' });
  if (at) {
    pdf.doc.image(png, at.x, at.y, { width: at.width ?? 170 });
    return;
  }
  pdf.doc.x = pdf.left;
  // A long code (an NF-e key has 44 digits) needs the width to stay readable.
  pdf.doc.image(png, { width: Math.min(pdf.width, Math.max(170, text.length * 7)) });
  pdf.doc.moveDown(0.5);
}

function rule(pdf: PdfDocument) {
  const { doc, left, width } = pdf;
  doc.moveDown(0.4);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.6);
}

/** Código and Produto: the columns that name the product on every document's lines. */
export function productColumns<Row extends { productCode: string; productName: string }>(): PdfColumn<Row>[] {
  return [
    { header: 'Código', width: 2, cell: (r) => r.productCode },
    { header: 'Produto', width: 5, cell: (r) => r.productName },
  ];
}

const CELL_PAD = 3;

/**
 * The columns' widths: each its share of `available`, but never narrower than the longest word of
 * its header in bold at 9 pt (pdfkit splits a word that does not fit its line: 'Quantida' / 'de'),
 * the others giving up what it takes in proportion. Should even that not fit, the same at 8 pt and
 * then 7 pt: the header's font size is returned with the widths.
 */
export function tableColumnWidths(doc: PDFKit.PDFDocument, columns: { header: string; width: number }[], available: number) {
  const share = (cols: number[], room: number) => {
    const total = cols.reduce((s, i) => s + columns[i]!.width, 0);
    return (i: number) => (room * columns[i]!.width) / total;
  };
  for (const headerSize of [9, 8, 7]) {
    doc.font('Helvetica-Bold').fontSize(headerSize);
    const least = columns.map((c) => Math.max(...c.header.split(/\s+/).map((w) => doc.widthOfString(w))) + 2 * CELL_PAD + 0.5);
    if (least.reduce((s, w) => s + w, 0) > available) continue;
    const fixed = new Set<number>();
    let widths = columns.map((_, i) =>
      share(
        columns.map((_c, j) => j),
        available,
      )(i),
    );
    while (widths.some((w, i) => !fixed.has(i) && w < least[i]!)) {
      for (const [i, w] of widths.entries()) if (w < least[i]!) fixed.add(i);
      const free = columns.map((_, i) => i).filter((i) => !fixed.has(i));
      const of = share(free, available - [...fixed].reduce((s, i) => s + least[i]!, 0));
      widths = columns.map((_, i) => (fixed.has(i) ? least[i]! : of(i)));
    }
    return { widths, headerSize };
  }
  return { widths: columns.map((c) => (available * c.width) / columns.reduce((s, x) => s + x.width, 0)), headerSize: 7 };
}

/**
 * A table that breaks across pages, repeating its header on each; cells wrap, the row grows to
 * its tallest cell, a header wraps between its words only (`tableColumnWidths`). `checkbox` draws
 * an empty box in the first column (picking lists).
 */
export function drawTable<Row>(pdf: PdfDocument, columns: PdfColumn<Row>[], rows: Iterable<Row>, opts: { checkbox?: boolean; totals?: string[] } = {}) {
  const { doc, left, width } = pdf;
  const box = opts.checkbox ? 16 : 0;
  const { widths, headerSize } = tableColumnWidths(doc, columns, width - box);
  const pad = CELL_PAD;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 14;

  const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
    // The header row (shaded) at the size its words fit; the totals row in bold at 9 pt.
    const size = () => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(shade ? headerSize : 9);
    size();
    const heights = cells.map((text, i) => doc.heightOfString(text, { width: widths[i]! - 2 * pad }));
    const h = Math.max(...heights, 10) + 2 * pad;
    if (doc.y + h > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      if (!bold)
        drawRow(
          columns.map((c) => c.header),
          true,
          true,
        );
      // The repeated header left its bold font behind.
      size();
    }
    const y = doc.y;
    if (shade) doc.rect(left, y, width, h).fill('#f3f4f6');
    if (box && !bold)
      doc
        .rect(left + 3, y + pad, 10, 10)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke();
    let x = left + box;
    cells.forEach((text, i) => {
      doc.fillColor(INK).text(text, x + pad, y + pad, { width: widths[i]! - 2 * pad, align: columns[i]!.align ?? 'left' });
      x += widths[i]!;
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc.x = left;
    doc.y = y + h;
  };

  drawRow(
    columns.map((c) => c.header),
    true,
    true,
  );
  for (const row of rows)
    drawRow(
      columns.map((c) => c.cell(row)),
      false,
      false,
    );
  if (opts.totals) drawRow(opts.totals, true, false);
  doc.moveDown(0.8);
}

/** Lines to sign on, side by side: who sent, who carried, who received. */
export function drawSignatures(pdf: PdfDocument, labels: string[]) {
  const { doc, left, width } = pdf;
  if (doc.y + 70 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const gap = 20;
  const w = (width - gap * (labels.length - 1)) / labels.length;
  const y = doc.y + 40;
  labels.forEach((label, i) => {
    const x = left + i * (w + gap);
    doc
      .moveTo(x, y)
      .lineTo(x + w, y)
      .lineWidth(0.7)
      .strokeColor(INK)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x, y + 4, { width: w, align: 'center' });
  });
  doc.x = left;
  doc.y = y + 24;
}
