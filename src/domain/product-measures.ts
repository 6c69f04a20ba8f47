import { z } from 'zod';
import { codeList } from './one-of';

// A product's shipping measures (issue 37): the packed item's weight in grams and its box in whole
// centimetres, what a carrier quotes and a label declares. Null: not filled in yet — the storefront
// estimate then uses the shop's fallback, and Expedição refuses to dispatch the order, naming them.

export const { values: PRODUCT_MEASURE_FIELDS, labels: PRODUCT_MEASURE_FIELD_LABELS } = codeList(['weightGrams', 'heightCm', 'widthCm', 'lengthCm'], {
  weightGrams: 'peso',
  heightCm: 'altura',
  widthCm: 'largura',
  lengthCm: 'comprimento',
});
export type ProductMeasureField = (typeof PRODUCT_MEASURE_FIELDS)[number];

export type ProductMeasures = Record<ProductMeasureField, number | null>;

/** 100 kg and 2 m: beyond any parcel carrier; a typo (grams typed as kilos ×1000) is caught. */
export const MAX_WEIGHT_GRAMS = 100_000;
export const MAX_SIDE_CM = 200;

export const INVALID_WEIGHT_MESSAGE = 'Informe o peso em gramas, um número inteiro maior que zero (ex.: 350).';
export const WEIGHT_TOO_HIGH_MESSAGE = 'Peso acima do limite (100.000 g).';
export const INVALID_SIDE_MESSAGE = 'Informe a medida em centímetros, um número inteiro maior que zero (ex.: 12).';
export const SIDE_TOO_HIGH_MESSAGE = 'Medida acima do limite (200 cm).';

type Ctx = { issues: z.core.$ZodRawIssue[] };
const fail = (ctx: Ctx, input: unknown, message: string) => {
  ctx.issues.push({ code: 'custom', message, input });
  return z.NEVER;
};

/**
 * Blank → null (not filled in); else a whole number from 1 to `max` ('350', 350, '1.200' as
 * thousands); '0', '-1', '12,5' are refused with `invalid`.
 */
export function measureField(invalid: string, tooHigh: string, max: number) {
  return z
    .union([z.string(), z.number(), z.null()], { error: invalid })
    .optional()
    .transform((v, ctx): number | null => {
      if (v === undefined || v === null) return null;
      const text = String(v).trim();
      if (text === '') return null;
      const digits = /^\d{1,3}(\.\d{3})+$/.test(text) ? text.replace(/\./g, '') : text;
      if (!/^\d+$/.test(digits) || Number(digits) < 1) return fail(ctx, v, invalid);
      const n = Number(digits);
      return n > max ? fail(ctx, v, tooHigh) : n;
    });
}

/** The four fields of a product body (form text or JSON numbers). */
export const productMeasuresShape = {
  weightGrams: measureField(INVALID_WEIGHT_MESSAGE, WEIGHT_TOO_HIGH_MESSAGE, MAX_WEIGHT_GRAMS),
  heightCm: measureField(INVALID_SIDE_MESSAGE, SIDE_TOO_HIGH_MESSAGE, MAX_SIDE_CM),
  widthCm: measureField(INVALID_SIDE_MESSAGE, SIDE_TOO_HIGH_MESSAGE, MAX_SIDE_CM),
  lengthCm: measureField(INVALID_SIDE_MESSAGE, SIDE_TOO_HIGH_MESSAGE, MAX_SIDE_CM),
};

/** What a product still lacks for a label, in the form's order. */
export function missingMeasures(p: ProductMeasures): ProductMeasureField[] {
  return PRODUCT_MEASURE_FIELDS.filter((f) => p[f] == null);
}

/** 'Terço X (TER-001): falta peso, altura.' — one line of Expedição's refusal. */
export function missingMeasuresLine(product: { name: string; code: string }, missing: readonly ProductMeasureField[]): string {
  return `${product.name} (${product.code}): falta ${missing.map((f) => PRODUCT_MEASURE_FIELD_LABELS[f]).join(', ')}.`;
}

/** The refusal of an order whose items lack measures: every such item listed. Null: nothing lacks. */
export function missingMeasuresMessage(items: readonly ({ name: string; code: string } & ProductMeasures)[]): string | null {
  const lines = items.map((item) => ({ item, missing: missingMeasures(item) })).filter((x) => x.missing.length > 0);
  if (lines.length === 0) return null;
  return `Cadastre peso e medidas antes de despachar. ${lines.map((l) => missingMeasuresLine(l.item, l.missing)).join(' ')}`;
}

/** A product's measures as the form holds them (blank for null). */
export function measuresToForm(p: ProductMeasures): Record<ProductMeasureField, string> {
  const t = (n: number | null) => (n == null ? '' : String(n));
  return { weightGrams: t(p.weightGrams), heightCm: t(p.heightCm), widthCm: t(p.widthCm), lengthCm: t(p.lengthCm) };
}
