import { describe, expect, it } from 'vitest';
import { importPending, nfeChoicesOf, nfeImportDefaults, nfeImportFormSchema } from './nfe-import-form';
import type { NfePreview, NfePreviewLine } from './receiving';

const line = (lineNo: number, o: Partial<NfePreviewLine> = {}): NfePreviewLine => ({
  lineNo,
  supplierCode: `C${lineNo}`,
  barcode: null,
  description: `ITEM ${lineNo}`,
  unit: 'UN',
  quantity: '3',
  unitValue: '1.00',
  totalCents: 300,
  discountCents: 0,
  match: null,
  suggestions: [],
  conversionFactor: 1,
  ...o,
});

const preview = (lines: NfePreviewLine[], homologation = false): NfePreview => ({
  accessKey: 'k',
  number: '1',
  series: '1',
  emissionDate: '2026-11-20',
  supplier: { id: 1, name: 'F', cnpj: '1', issuerName: 'F', issuerTradeName: '', nameDiffers: false },
  totalCents: 300,
  notice: null,
  homologation,
  lines,
});

const ref = (id: number, unit = 'Unidade') => ({ id, name: `P${id}`, code: `P${id}`, unit });

describe('NF-e import form', () => {
  it('lists what is left: the test invoice, a product to choose, a guess to confirm, a conversion to type', () => {
    const p = preview(
      [line(1), line(2, { match: { ...ref(5), how: 'name' } }), line(3, { unit: 'CX', conversionFactor: null, match: { ...ref(6), how: 'barcode' } })],
      true,
    );
    expect(importPending(p, nfeImportDefaults(p))).toEqual([
      'confirmar a importação da nota de homologação',
      'escolher o produto do item 1',
      'confirmar o produto do item 2',
      'informar as unidades por CX do item 3',
    ]);
    expect(nfeImportFormSchema(p).safeParse(nfeImportDefaults(p)).success).toBe(false);
  });

  it('is ready, and sends each line as the import route reads it, once everything is decided', () => {
    const p = preview([
      line(1, { match: { ...ref(5), how: 'mapping' } }),
      line(2, { unit: 'CX', conversionFactor: null, match: { ...ref(6), how: 'barcode' } }),
    ]);
    const values = nfeImportDefaults(p);
    values.choices[1] = { ...values.choices[1]!, factor: '12' };
    expect(importPending(p, values)).toEqual([]);
    expect(nfeImportFormSchema(p).safeParse(values).success).toBe(true);
    expect(nfeChoicesOf(p, values)).toEqual([
      { lineNo: 1, productId: 5, conversionFactor: 1, confirmed: true },
      { lineNo: 2, productId: 6, conversionFactor: 12, confirmed: true },
    ]);
  });
});
