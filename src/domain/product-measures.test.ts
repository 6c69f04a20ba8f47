import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { itIsACodeList } from '../../tests/support/table-tests';
import {
  INVALID_SIDE_MESSAGE,
  INVALID_WEIGHT_MESSAGE,
  MAX_SIDE_CM,
  missingMeasures,
  missingMeasuresMessage,
  PRODUCT_MEASURE_FIELD_LABELS,
  PRODUCT_MEASURE_FIELDS,
  productMeasuresShape,
  SIDE_TOO_HIGH_MESSAGE,
  WEIGHT_TOO_HIGH_MESSAGE,
} from './product-measures';

const schema = z.object(productMeasuresShape);
const messages = (input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
};

describe('product measures', () => {
  itIsACodeList({ values: PRODUCT_MEASURE_FIELDS, labels: PRODUCT_MEASURE_FIELD_LABELS }, { some: [['weightGrams', 'peso']] });

  it('reads typed text and JSON numbers; blank or absent is "not filled in"', () => {
    expect(schema.parse({ weightGrams: '350', heightCm: 4, widthCm: ' 11 ', lengthCm: '' })).toEqual({
      weightGrams: 350,
      heightCm: 4,
      widthCm: 11,
      lengthCm: null,
    });
    expect(schema.parse({})).toEqual({ weightGrams: null, heightCm: null, widthCm: null, lengthCm: null });
    expect(schema.parse({ weightGrams: '1.200' }).weightGrams).toBe(1200);
  });

  it('refuses zero, negatives, fractions and letters with the field’s message', () => {
    expect(messages({ weightGrams: '0' })).toEqual([`weightGrams: ${INVALID_WEIGHT_MESSAGE}`]);
    expect(messages({ weightGrams: '12,5', heightCm: '-3', widthCm: 'dez', lengthCm: 2.5 })).toEqual([
      `weightGrams: ${INVALID_WEIGHT_MESSAGE}`,
      `heightCm: ${INVALID_SIDE_MESSAGE}`,
      `widthCm: ${INVALID_SIDE_MESSAGE}`,
      `lengthCm: ${INVALID_SIDE_MESSAGE}`,
    ]);
  });

  it('refuses what no parcel carrier takes', () => {
    expect(messages({ weightGrams: 100_001, lengthCm: MAX_SIDE_CM + 1 })).toEqual([
      `weightGrams: ${WEIGHT_TOO_HIGH_MESSAGE}`,
      `lengthCm: ${SIDE_TOO_HIGH_MESSAGE}`,
    ]);
    expect(messages({ weightGrams: 100_000, lengthCm: MAX_SIDE_CM })).toEqual([]);
  });

  it('names every item that lacks a measure, and which', () => {
    const full = { weightGrams: 100, heightCm: 2, widthCm: 11, lengthCm: 16 };
    expect(missingMeasures({ ...full, heightCm: null, lengthCm: null })).toEqual(['heightCm', 'lengthCm']);
    expect(missingMeasuresMessage([{ name: 'Terço', code: 'TER-001', ...full }])).toBeNull();
    expect(
      missingMeasuresMessage([
        { name: 'Terço', code: 'TER-001', ...full, weightGrams: null },
        { name: 'Vela', code: 'VEL-001', ...full },
        { name: 'Bíblia', code: 'LIV-002', weightGrams: null, heightCm: null, widthCm: null, lengthCm: null },
      ]),
    ).toBe('Cadastre peso e medidas antes de despachar. Terço (TER-001): falta peso. Bíblia (LIV-002): falta peso, altura, largura, comprimento.');
  });
});
