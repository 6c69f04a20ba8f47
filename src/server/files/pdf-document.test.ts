import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf';
import { createPdf, drawTable, tableColumnWidths } from './pdf-document';

// Issue 34: pdfkit splits a word that does not fit its column ('Quantida' / 'de'). Every table of
// the shop's documents goes through drawTable: a header wraps between its words, never inside one.
const HEADERS = ['Código', 'Produto', 'Quantidade', 'Unidade', 'Recebido', 'Diferença', 'Custo unitário', 'Valor total'];
const columns = HEADERS.map((header) => ({ header, width: header === 'Produto' ? 12 : 0.6, cell: (r: { n: number }) => String(r.n) }));

describe('drawTable', () => {
  it('keeps every header word whole on a narrow portrait page', async () => {
    const pdf = await createPdf('Teste');
    drawTable(pdf, columns, [{ n: 1 }, { n: 2 }]);
    const tokens = new Set(pdfText(await pdf.finish()).split(/\s+/));
    expect(HEADERS.flatMap((h) => h.split(' ')).filter((w) => !tokens.has(w))).toEqual([]);
  });

  it("gives a narrow column its header's longest word and takes it from the others in proportion", async () => {
    const pdf = await createPdf('Teste');
    const { widths, headerSize } = tableColumnWidths(pdf.doc, columns, pdf.width);
    expect(headerSize).toBe(9);
    expect(widths.reduce((s, w) => s + w, 0)).toBeCloseTo(pdf.width, 6);
    pdf.doc.font('Helvetica-Bold').fontSize(9);
    widths.forEach((w, i) => {
      const longest = Math.max(...HEADERS[i]!.split(' ').map((word) => pdf.doc.widthOfString(word)));
      expect(w).toBeGreaterThanOrEqual(longest + 6);
    });
  });
});
