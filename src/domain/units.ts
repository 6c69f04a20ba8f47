import type { Unit } from './brazil';

/** The abbreviation printed beside a quantity, as on an invoice (uCom). */
const ABBREVIATIONS: Record<Unit, string> = {
  Unidade: 'UN',
  Caixa: 'CX',
  Pacote: 'PCT',
  Dúzia: 'DZ',
  Kg: 'KG',
  Litro: 'L',
  Metro: 'M',
};

/**
 * 'Caixa' → 'CX'. A unit outside the list (an invoice's own uCom, an old row) is shown as it is,
 * upper-cased, and no unit at all counts as 'UN' — every product has one, the default being Unidade.
 */
export function unitAbbreviation(unit: string | null | undefined): string {
  const name = (unit ?? '').trim();
  if (!name) return 'UN';
  return ABBREVIATIONS[name as Unit] ?? name.toUpperCase();
}

/**
 * The quantities of several lines, summed per unit in the order they first appear: '5 UN + 3 CX'
 * (boxes and units do not add up to one number).
 */
export function formatQuantities(lines: { quantity: number; unit: string | null | undefined }[]): string {
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(unitAbbreviation(l.unit), (sums.get(unitAbbreviation(l.unit)) ?? 0) + l.quantity);
  if (sums.size === 0) return '0 UN';
  return [...sums].map(([unit, quantity]) => `${quantity.toLocaleString('pt-BR')} ${unit}`).join(' + ');
}

/** A quantity with its unit: (3, 'Caixa') → '3 CX', thousands grouped as in pt-BR. */
export function formatQuantity(quantity: number, unit: string | null | undefined): string {
  return `${quantity.toLocaleString('pt-BR')} ${unitAbbreviation(unit)}`;
}

/** A quantity that moved or differs, its sign written: '+3 CX', '-2 UN', '0 UN' (a check's difference, a stock movement). */
export function signedQuantity(quantity: number, unit: string | null | undefined): string {
  return quantity > 0 ? `+${formatQuantity(quantity, unit)}` : formatQuantity(quantity, unit);
}
