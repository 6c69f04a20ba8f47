import { describe, expect, it } from 'vitest';
import { searchWords } from './product-search';

describe('searchWords', () => {
  it('lower-cases, strips accents and punctuation, and drops stopwords', () => {
    expect(searchWords('  Terço DE Nossa-Senhora!! ')).toEqual(['terco', 'nossa', 'senhora']);
    expect(searchWords('Vela para batizado, com fita')).toEqual(['vela', 'batizado', 'fita']);
  });

  it('keeps stopwords when they are all there is', () => {
    expect(searchWords('de a')).toEqual(['de', 'a']);
  });

  it('treats LIKE wildcards as separators, and blank text as no words', () => {
    expect(searchWords('ter%co_')).toEqual(['ter', 'co']);
    expect(searchWords('%_  ')).toEqual([]);
  });

  it('ignores repeated words and keeps at most six', () => {
    expect(searchWords('terço terco TERÇO')).toEqual(['terco']);
    expect(searchWords('um dois tres quatro cinco seis sete oito')).toEqual(['dois', 'tres', 'quatro', 'cinco', 'seis', 'sete']);
  });
});
