import { describe, expect, it } from 'vitest';
import { centsToInput, formatBRL, lineTotalCents, parseDecimalToCents, sumLineTotals } from './money';

const NBSP = '\u00a0';

describe('formatBRL', () => {
  it('formats centavos as pt-BR reais with a no-break space after R$', () => {
    expect(formatBRL(123450)).toBe(`R$${NBSP}1.234,50`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(5)).toBe(`R$${NBSP}0,05`);
    expect(formatBRL(100000000)).toBe(`R$${NBSP}1.000.000,00`);
  });

  it('does not use an ordinary space', () => {
    expect(formatBRL(1250)).not.toContain('R$ ');
  });
});

describe('parseDecimalToCents', () => {
  it.each([
    ['12,50', 1250],
    ['1.234,50', 123450],
    ['12.5', 1250],
    ['12', 1200],
    ['0,05', 5],
    ['1.234.567,89', 123456789],
    ['1,234.56', 123456],
    ['  12,50  ', 1250],
    ['R$ 12,50', 1250],
    [`R$\u00a01.234,50`, 123450],
    ['0', 0],
  ])('parses %j as %i centavos', (input, cents) => {
    expect(parseDecimalToCents(input)).toBe(cents);
  });

  it('reads a single dot followed by three digits as pt-BR thousands grouping', () => {
    expect(parseDecimalToCents('1.234')).toBe(123400);
    expect(parseDecimalToCents('0.125')).toBe(13);
  });

  it('rounds half up to the nearest centavo', () => {
    expect(parseDecimalToCents('0,005')).toBe(1);
    expect(parseDecimalToCents('0,004')).toBe(0);
    expect(parseDecimalToCents('12,345')).toBe(1235);
  });

  it('accepts numbers without binary floating-point drift', () => {
    expect(parseDecimalToCents(12.5)).toBe(1250);
    expect(parseDecimalToCents(1.005)).toBe(101);
    expect(parseDecimalToCents(0.1 + 0.2)).toBe(30);
    expect(parseDecimalToCents(19.99)).toBe(1999);
  });

  it.each(['', '   ', 'abc', '-1', '-12,50', '12,', ',50', '1,2,3', '12..5', '1.23.4', '12,50,00', '1e3'])('rejects %j', (input) => {
    expect(parseDecimalToCents(input)).toBeNull();
  });

  it('rejects negative, NaN and infinite numbers', () => {
    expect(parseDecimalToCents(-0.01)).toBeNull();
    expect(parseDecimalToCents(Number.NaN)).toBeNull();
    expect(parseDecimalToCents(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('centsToInput', () => {
  it('gives the comma-decimal text a price field edits', () => {
    expect(centsToInput(1250)).toBe('12,50');
    expect(centsToInput(5)).toBe('0,05');
    expect(centsToInput(0)).toBe('0,00');
    expect(centsToInput(123450)).toBe('1234,50');
    expect(centsToInput(-1250)).toBe('-12,50');
  });

  it('round-trips through parseDecimalToCents', () => {
    for (const cents of [0, 1, 99, 100, 1999, 123456789]) {
      expect(parseDecimalToCents(centsToInput(cents))).toBe(cents);
    }
  });
});

describe('sumLineTotals', () => {
  const line = (unitPriceCents: number, quantity: number) => ({ unitPriceCents, quantity });

  it('sums unit price times quantity', () => {
    expect(sumLineTotals([line(4990, 2), line(1250, 3)])).toBe(13730);
  });

  it('is zero for no lines', () => {
    expect(sumLineTotals([])).toBe(0);
  });

  it('computes one line', () => {
    expect(lineTotalCents({ unitPriceCents: 333, quantity: 3 })).toBe(999);
  });
});
