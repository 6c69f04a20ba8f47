import { describe, expect, it } from 'vitest';
import { safeFileName, sniffDocumentType } from './sniff-document-type';

describe('safeFileName', () => {
  it.each([
    ['contrato.pdf', 'application/pdf', 'contrato.pdf'],
    ['RG', 'image/png', 'RG.png'],
    ['foto.exe', 'image/png', 'foto.png'],
    ['nota.PDF', 'image/jpeg', 'nota.jpg'],
    ['relatório\u202Efdp.exe', 'application/pdf', 'relatóriofdp.pdf'],
    ['a\u2066b\u2069c\u202Ad.pdf', 'application/pdf', 'abcd.pdf'],
    ['..\\..\\etc\\passwd', 'application/pdf', 'passwd.pdf'],
    ['\u202E', 'image/webp', 'documento.webp'],
    ['x"y\u0000z.png', 'image/png', 'xyz.png'],
  ])('%j sniffed as %s is stored as %j', (name, mime, expected) => {
    expect(safeFileName(name, mime)).toBe(expected);
  });
});

describe('sniffDocumentType', () => {
  it('reads the type from the bytes, not the name', () => {
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from('MZ\x90\x00'))).toBeNull();
  });
});
