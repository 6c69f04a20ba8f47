import { z } from 'zod';
import { needsConversion, stockUnitsOf } from '../nfe-import';
import type { NfeChoicesBody, NfeMatchHow, NfePreview, NfePreviewLine, NfeProductRef } from './receiving';

// The NF-e import dialog's form (issue 29): what the clerk decided for each line of the preview,
// checked with the words the dialog lists under 'Antes de importar, falta:'.

/**
 * What the clerk decided for a line: the product, the conversion as typed ('' until typed) and
 * whether a guess by name was confirmed (a certain match or a product the clerk picked is).
 */
export type NfeLineChoice = { product: NfeProductRef | null; factor: string; how: NfeMatchHow | null; confirmed: boolean };

export const initialChoice = (l: NfePreviewLine): NfeLineChoice => ({
  product: l.match,
  factor: l.conversionFactor == null ? '' : String(l.conversionFactor),
  how: l.match?.how ?? null,
  confirmed: l.match != null && l.match.how !== 'name',
});

/** The factor the line will use: the typed one, or 1 when the units agree and none was typed. */
export function factorOf(l: NfePreviewLine, c: NfeLineChoice): number | null {
  if (c.factor !== '') return Number(c.factor) || null;
  return c.product && !needsConversion(l.unit, c.product.unit) ? 1 : null;
}

/** What still stops the line from being imported, in the clerk's words (empty: ready). */
export function linePending(l: NfePreviewLine, c: NfeLineChoice): string[] {
  if (!c.product) return [`escolher o produto do item ${l.lineNo}`];
  const pending = c.confirmed ? [] : [`confirmar o produto do item ${l.lineNo}`];
  const factor = factorOf(l, c);
  if (factor == null) pending.push(`informar as unidades por ${l.unit || 'item'} do item ${l.lineNo}`);
  else if (stockUnitsOf(l.quantity, factor) == null) pending.push(`ajustar a conversão do item ${l.lineNo} (não dá unidades inteiras)`);
  return pending;
}

/** The dialog's values: a test invoice's confirmation, and one choice per line in the preview's order. */
export type NfeImportFormValues = { homologationConfirmed: boolean; choices: NfeLineChoice[] };

export const nfeImportDefaults = (preview: NfePreview): NfeImportFormValues => ({ homologationConfirmed: false, choices: preview.lines.map(initialChoice) });

/** Everything still to decide before importing (empty: ready). */
export function importPending(preview: NfePreview, v: NfeImportFormValues): string[] {
  return [
    ...(preview.homologation && !v.homologationConfirmed ? ['confirmar a importação da nota de homologação'] : []),
    ...preview.lines.flatMap((l, i) => linePending(l, v.choices[i]!)),
  ];
}

/** The form's schema for one preview: nothing is left to decide. */
export const nfeImportFormSchema = (preview: NfePreview) =>
  z.object({ homologationConfirmed: z.boolean(), choices: z.array(z.custom<NfeLineChoice>()) }).superRefine((v, ctx) => {
    const pending = importPending(preview, v);
    if (pending.length > 0) ctx.addIssue({ code: 'custom', message: `Antes de importar, falta: ${pending.join('; ')}.`, path: ['choices'] });
  });

/** The choices as the import route validates them (nfeChoicesSchema). */
export const nfeChoicesOf = (preview: NfePreview, v: NfeImportFormValues): NfeChoicesBody =>
  preview.lines.map((l, i) => {
    const c = v.choices[i]!;
    return { lineNo: l.lineNo, productId: c.product?.id ?? null, conversionFactor: c.factor === '' ? null : factorOf(l, c), confirmed: c.confirmed };
  });
