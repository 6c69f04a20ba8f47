import { describe, expect, it } from 'vitest';
import { isBlankSearch, matchesSearch, normalizeSearchText } from './search';

describe('normalizeSearchText', () => {
  it('trims, lower-cases, strips accents and collapses spaces', () => {
    expect(normalizeSearchText('  Terço   Nossa\tSENHORA ')).toBe('terco nossa senhora');
    expect(normalizeSearchText('Imaculada Conceição')).toBe('imaculada conceicao');
    expect(normalizeSearchText('São José, Ávila')).toBe('sao jose, avila');
  });

  it('treats null and undefined as empty', () => {
    expect(normalizeSearchText(null)).toBe('');
    expect(normalizeSearchText(undefined)).toBe('');
  });
});

describe('isBlankSearch', () => {
  it('is true only for text that is empty after trimming', () => {
    expect(isBlankSearch('')).toBe(true);
    expect(isBlankSearch('   \n')).toBe(true);
    expect(isBlankSearch(undefined)).toBe(true);
    expect(isBlankSearch(' vela ')).toBe(false);
  });
});

describe('matchesSearch', () => {
  const fields = ['Terço de Madeira', 'Feito à mão', null];

  it('matches every word in any field, ignoring case and accents', () => {
    expect(matchesSearch('terco', fields)).toBe(true);
    expect(matchesSearch('MADEIRA mao', fields)).toBe(true);
  });

  it('fails when a word is missing', () => {
    expect(matchesSearch('terco prata', fields)).toBe(false);
  });

  it('matches everything for a blank query', () => {
    expect(matchesSearch('  ', fields)).toBe(true);
  });
});
