import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchRow } from './build-search-index';
import { findInIndex } from './find-in-index';

const row = (id: number, name: string, more: Partial<SearchRow> = {}): SearchRow => ({
  id,
  name,
  description: null,
  keywords: null,
  category_id: 1,
  category_slug: 'tercos',
  category_name: 'Terços',
  on_sale: false,
  ...more,
});

const index = buildSearchIndex(
  [
    row(1, 'Terço de Cristal Azul', { on_sale: true }),
    row(2, 'Terço de Madeira', { description: 'Rosário artesanal' }),
    row(3, 'Kit Batizado Completo', {
      description: 'Vela, terço e toalha',
      category_id: 2,
      category_slug: 'kits',
      category_name: 'Kits de Presente',
      on_sale: true,
    }),
    row(4, 'Medalha de São Bento', { category_id: 3, category_slug: 'medalhas', category_name: 'Medalhas', keywords: ['proteção'] }),
    row(5, 'Bíblia Sagrada Edição Pastoral', { category_id: 4, category_slug: 'livros', category_name: 'Livros' }),
    row(6, 'Cruz Tau Franciscana', { category_id: 5, category_slug: 'crucifixos', category_name: 'Crucifixos' }),
  ],
  7,
);
const find = (text: string, filters = {}) => findInIndex(index, text.split(' '), filters).ids;

describe('findInIndex', () => {
  it('ranks names starting with the word first, then other matches, then by name', () => {
    expect(find('terco')).toEqual([1, 2, 3]);
    expect(index.version).toBe(7);
  });

  it('finds parts of words in descriptions, keywords and category names, every word needed', () => {
    expect(find('rosario')).toEqual([2]);
    expect(find('protecao')).toEqual([4]);
    expect(find('crucifixos')).toEqual([6]);
    expect(find('terc madeira')).toEqual([2]);
    expect(find('terco xyzwq')).toEqual([]);
  });

  it('forgives typos by closeness, by sound and by a letter or two of sound, in that order', () => {
    // Typos are looked for in names and keywords (the kit says terço only in its description).
    expect(find('tercoo')).toEqual([1, 2]);
    expect(find('tersso')).toEqual([1, 2]);
    expect(find('bendo')).toEqual([4]);
    expect(find('bilbia')).toEqual([5]);
    expect(find('bicicleta')).toEqual([]);
  });

  it('applies the category (slug, id or name) and sale filters', () => {
    expect(find('terco', { category: 'kits' })).toEqual([3]);
    expect(find('terco', { category: 'Kits de Presente' })).toEqual([3]);
    expect(find('terco', { category: '1' })).toEqual([1, 2]);
    expect(find('terco', { category: 'nada' })).toEqual([]);
    expect(find('terco', { onSale: true })).toEqual([1, 3]);
  });

  it('counts every match and gives the ids of the page asked for, leaving no state behind', () => {
    expect(findInIndex(index, ['terco'], {}, { offset: 1, limit: 1 })).toEqual({ total: 3, ids: [2] });
    expect(findInIndex(index, ['terco'], {}, { offset: 5, limit: 2 })).toEqual({ total: 3, ids: [] });
    // The work arrays are reused: a search after a wider one finds only its own matches.
    expect(find('tersso')).toEqual([1, 2]);
    expect(find('kit')).toEqual([3]);
  });

  it('gives the same page whether it picks the best few or sorts every match', () => {
    const many = buildSearchIndex(
      Array.from({ length: 60 }, (_, i) => row(100 + i, i % 3 === 0 ? `Vela ${60 - i}` : `Kit com vela ${i}`)),
      1,
    );
    const all = findInIndex(many, ['vela']).ids;
    expect(all).toHaveLength(60);
    for (const [offset, limit] of [
      [0, 5],
      [3, 4],
      [10, 2],
      [58, 5],
    ] as const) {
      expect(findInIndex(many, ['vela'], {}, { offset, limit })).toEqual({ total: 60, ids: all.slice(offset, offset + limit) });
    }
  });
});
