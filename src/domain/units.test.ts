import { describe, expect, it } from 'vitest';
import { UNITS } from './brazil';
import { countOf } from './plural';
import { entryRegisteredToast, exitRegisteredToast } from './schemas/stock-documents';
import { formatQuantities, formatQuantity, unitAbbreviation } from './units';

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

describe('formatQuantities', () => {
  it('sums per unit, in the order the units first appear', () => {
    expect(
      formatQuantities([
        { quantity: 2, unit: 'Unidade' },
        { quantity: 3, unit: 'Caixa' },
        { quantity: 1, unit: 'Unidade' },
      ]),
    ).toBe('3 UN + 3 CX');
    expect(formatQuantities([])).toBe('0 UN');
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

describe('entryRegisteredToast', () => {
  it("keeps the requirements' words for units and names any other unit", () => {
    expect(entryRegisteredToast(3, 'Terço', 'Unidade')).toBe('Entrada de 3 unidade(s) de Terço registrada.');
    expect(entryRegisteredToast(2, 'Vela', 'Caixa')).toBe('Entrada de 2 CX de Vela registrada.');
  });

  it("says '1 item' for an exit of one line", () => {
    expect(exitRegisteredToast('SAIDA-000001', 1)).toBe('Saída SAIDA-000001 registrada com 1 item.');
    expect(exitRegisteredToast('SAIDA-000002', 3)).toBe('Saída SAIDA-000002 registrada com 3 itens.');
  });
});
