import { describe, expect, it } from 'vitest';
import { UNITS } from './brazil';
import { countOf } from './plural';
import { formatQuantity, unitAbbreviation } from './units';

describe('units', () => {
  it('abbreviates every unit a product may have', () => {
    expect(UNITS.map(unitAbbreviation)).toEqual(['UN', 'CX', 'PCT', 'DZ', 'KG', 'L', 'M']);
  });

  it('keeps an unknown unit upper-cased and reads a missing one as UN', () => {
    expect(unitAbbreviation('fardo')).toBe('FARDO');
    expect(unitAbbreviation('')).toBe('UN');
    expect(unitAbbreviation(null)).toBe('UN');
  });

  it('writes a quantity with its unit, thousands grouped', () => {
    expect(formatQuantity(3, 'Caixa')).toBe('3 CX');
    expect(formatQuantity(1200, 'Unidade')).toBe('1.200 UN');
    expect(formatQuantity(-2, 'Dúzia')).toBe('-2 DZ');
  });
});

describe('countOf', () => {
  it('puts the word in the singular for one and the plural otherwise', () => {
    expect(countOf(1, 'item', 'itens')).toBe('1 item');
    expect(countOf(0, 'item', 'itens')).toBe('0 itens');
    expect(countOf(2, 'item', 'itens')).toBe('2 itens');
    expect(countOf(1500, 'item', 'itens')).toBe('1.500 itens');
  });
});
