import { describe, expect, it } from 'vitest';
import { contentDisposition, fileNameFromContentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('quotes a plain ASCII name and says nothing more', () => {
    expect(contentDisposition('etiquetas-TER-001.pdf')).toBe('attachment; filename="etiquetas-TER-001.pdf"');
    expect(contentDisposition('foto.png', 'inline')).toBe('inline; filename="foto.png"');
  });

  it('keeps accents in filename* and drops them from the ASCII fallback', () => {
    expect(contentDisposition('Relatório de saídas.csv')).toBe(
      `attachment; filename="Relatorio de saidas.csv"; filename*=UTF-8''Relat%C3%B3rio%20de%20sa%C3%ADdas.csv`,
    );
  });

  it('never lets a quote, a backslash or a line break out of the fallback', () => {
    const header = contentDisposition('a"b\\c\r\nd (1).pdf');
    expect(header).toContain('filename="a_b_c__d (1).pdf"');
    expect(header).toContain("filename*=UTF-8''a%22b%5Cc%0D%0Ad%20%281%29.pdf");
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('gives back, when read, the name it was written with', () => {
    for (const name of ['relatorio-de-entradas-2026-11-25.csv', 'Relatório de saídas.csv', 'a"b (1).pdf']) {
      expect(fileNameFromContentDisposition(contentDisposition(name))).toBe(name);
    }
    expect(fileNameFromContentDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});
