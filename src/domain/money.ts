// Money is integer centavos end to end; floats only appear at the Intl boundary.

const brlFormatter = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 12345 → 'R$ 123,45' (Intl puts a no-break space U+00A0 after 'R$'). */
export function formatBRL(cents: number): string {
  return brlFormatter.format(cents / 100);
}

// Either a pt-BR amount ('1.234,50', '12,5') or a plain decimal ('1234.50', '12.5').
const PT_BR_AMOUNT = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;
const DOT_DECIMAL_AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;
// '1.234' typed in a pt-BR form means one thousand; a leading zero ('0.125') cannot be grouping.
const DOT_THOUSANDS_ONLY = /^[1-9]\d{0,2}(?:\.\d{3})+$/;

/**
 * Parses what a person types in a price field (or a JSON number) into centavos, rounding half up
 * to the nearest centavo. Returns null for anything that is not a non-negative amount.
 */
export function parseDecimalToCents(input: string | number): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    // toPrecision absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
    const cents = Math.round(Number((input * 100).toPrecision(15)));
    return Number.isSafeInteger(cents) ? cents : null;
  }
  if (typeof input !== 'string') return null;
  const text = input.replace(/^\s*R\$/, '').replace(/[\s\u00a0]/g, '');
  if (text === '') return null;

  const hasComma = text.includes(',');
  const hasDot = text.includes('.');
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  const dotIsDecimal = hasDot && (!hasComma ? !DOT_THOUSANDS_ONLY.test(text) : lastDot > lastComma);

  const match = dotIsDecimal ? DOT_DECIMAL_AMOUNT.exec(text) : PT_BR_AMOUNT.exec(text);
  if (!match) return null;
  const integerPart = match[1].replace(/[.,]/g, '');
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const roundUp = fraction.charCodeAt(2) - 48 >= 5 ? 1 : 0;
  const cents = Number(integerPart) * 100 + Number(fraction.slice(0, 2)) + roundUp;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 1250 → '12,50': the shape a pt-BR price input expects (no grouping, easier to edit). */
export function centsToInput(cents: number): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const reais = Math.trunc(abs / 100);
  const centavos = String(abs % 100).padStart(2, '0');
  return `${sign}${reais},${centavos}`;
}

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export function lineTotalCents(line: PricedLine): number {
  return line.unitPriceCents * line.quantity;
}

/** Order and cart totals; shipping is always free, so this is also the order total. */
export function sumLineTotals(lines: readonly PricedLine[]): number {
  let total = 0;
  for (const line of lines) total += lineTotalCents(line);
  return total;
}
