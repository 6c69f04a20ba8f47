import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../../domain/search';
import { latin1Words, searchWords } from './product-search';

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

describe('latin1Words', () => {
  const slowly = (text: string) =>
    normalizeSearchText(text)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);

  it('gives the words normalizeSearchText and a split give, for every Latin-1 character and mixes of them', () => {
    for (let code = 0; code < 256; code++) {
      const text = `a${String.fromCharCode(code)}b ${String.fromCharCode(code)}`;
      expect(latin1Words(text)).toEqual(slowly(text));
    }
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let i = 0; i < 2_000; i++) {
      const text = Array.from({ length: 1 + next(30) }, () => String.fromCharCode(next(4) === 0 ? 32 : next(256))).join('');
      expect(latin1Words(text)).toEqual(slowly(text));
    }
  });

  it('leaves any other text to Unicode normalization', () => {
    expect(latin1Words('São Bento ✝')).toBeNull();
    expect(latin1Words('Ŝão')).toBeNull();
    expect(searchWords('São Ŝ Bento ✝')).toEqual(['sao', 's', 'bento']);
  });
});
