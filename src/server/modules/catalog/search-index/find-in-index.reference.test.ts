import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../../../domain/search';
import { soundOf } from '../../../../domain/search-sound';
import { buildSearchIndex, type SearchRow, searchIndexBuilder } from './build-search-index';
import { editsAllowed, findInIndex, type SearchFilters } from './find-in-index';
import { editDistanceWithin, trigramsOf } from './trigrams';

// The index finds and ranks with bitsets, word lists and a pruned heap (decision 033). This test
// ranks the same catalogue the plain way — every product, every word, every rule, a full sort —
// and expects the same totals and pages, so a shortcut that drops or misorders a product fails.

const VOCABULARY = [
  'terço',
  'madeira',
  'cristal',
  'nossa',
  'senhora',
  'aparecida',
  'são',
  'bento',
  'medalha',
  'vela',
  'bíblia',
  'sagrada',
  'crucifixo',
  'parede',
  'imagem',
  'resina',
  'kit',
  'batizado',
  'coleção',
  'linha',
  'graça',
  'aurora',
  'esperança',
  'francisco',
  'josé',
  'rosário',
];
const CATEGORIES = [
  { id: 1, slug: 'tercos', name: 'Terços' },
  { id: 2, slug: 'imagens', name: 'Imagens Sacras' },
  { id: 3, slug: 'kits', name: 'Kits de Presente' },
];

/** A catalogue from a fixed pseudo-random sequence, so a failure repeats. */
function catalogue(size: number): SearchRow[] {
  // mulberry32
  let seed = 42;
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const words = (n: number) => Array.from({ length: n }, () => VOCABULARY[next(VOCABULARY.length)]!);
  return Array.from({ length: size }, (_, i) => {
    const category = CATEGORIES[next(CATEGORIES.length)]!;
    return {
      id: 1000 + next(100_000) * 10 + (i % 10),
      name: words(1 + next(4))
        .join(' ')
        .replace(/^./, (c) => c.toUpperCase()),
      description: next(2) ? words(3 + next(5)).join(' ') : null,
      keywords: next(3) ? null : words(1 + next(2)),
      category_id: category.id,
      category_slug: category.slug,
      category_name: category.name,
      on_sale: next(4) === 0,
    };
  });
}

const wordsOf = (text: string) =>
  normalizeSearchText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * pg_trgm's word_similarity the plain way: every run of the name word's trigrams, common ÷ (typed +
 * run − common), the best of them (the index scores only runs that start and end on a shared one).
 */
function plainWordSimilarity(typed: string[], word: string): number {
  const theirs = trigramsOf(word);
  let best = 0;
  for (let start = 0; start < theirs.length; start++) {
    for (let end = start; end < theirs.length; end++) {
      const common = theirs.slice(start, end + 1).filter((t) => typed.includes(t)).length;
      best = Math.max(best, common / (typed.length + (end - start + 1) - common));
    }
  }
  return best;
}

/** What the plain ranking reads of a product, in name order. */
function plainProducts(rows: SearchRow[]) {
  return rows
    .map((row) => {
      const keywords = (row.keywords ?? []).join(' ');
      return {
        row,
        key: normalizeSearchText(row.name),
        doc: wordsOf(`${row.name} ${row.description ?? ''} ${keywords}`),
        name: wordsOf(row.name),
        sounds: soundOf(`${row.name} ${keywords}`).split(' ').filter(Boolean),
        categoryKey: normalizeSearchText(row.category_name),
      };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row.id - b.row.id));
}

/** Every product scored by the rules of decision 033, one by one, then sorted. */
function rankPlainly(products: ReturnType<typeof plainProducts>, typed: string[], filters: SearchFilters, range?: { offset: number; limit: number }) {
  const category = filters.category ? CATEGORIES.find((c) => c.slug === filters.category) : undefined;
  for (const mode of ['exact', 'typos', 'fuzzy'] as const) {
    const found: { id: number; score: number; at: number }[] = [];
    products.forEach(({ row, key, doc, name, sounds, categoryKey }, at) => {
      if (category && row.category_id !== category.id) return;
      if (filters.onSale && !row.on_sale) return;
      let score = 0;
      for (const w of typed) {
        const trigrams = trigramsOf(w);
        const sound = soundOf(w);
        const inDoc = doc.some((d) => d.includes(w));
        const inName = name.some((n) => n.includes(w));
        const closeness = Math.max(0, ...name.map((n) => Math.fround(plainWordSimilarity(trigrams, n))));
        const shared = (n: string) => trigramsOf(n).filter((t) => trigrams.includes(t)).length;
        const closeName = name.some((n) => plainWordSimilarity(trigrams, n) >= 0.6 && shared(n) >= Math.ceil(0.6 * trigrams.length));
        const inSound = sound !== '' && sounds.some((s) => s.includes(sound));
        const inCategory = categoryKey.includes(w) || (mode !== 'exact' && wordsOf(categoryKey).some((c) => plainWordSimilarity(trigrams, c) >= 0.6));
        const edits = editsAllowed(w);
        const nearSound = edits > 0 && sound !== '' && sounds.some((s) => s.length > 2 && editDistanceWithin(s, sound, edits) <= edits);
        const hit = inDoc || inCategory || (mode !== 'exact' && (closeName || inSound)) || (mode === 'fuzzy' && nearSound);
        if (!hit) return;
        if (inName) score += key.startsWith(w) ? 3 : 2;
        if (inDoc) score += 1;
        if (inCategory) score += 0.5;
        if (mode !== 'exact') score += closeness * 2 + (inSound ? 1.5 : 0);
      }
      found.push({ id: row.id, score, at });
    });
    if (found.length === 0) continue;
    found.sort((a, b) => b.score - a.score || a.at - b.at);
    const ids = found.map((f) => f.id);
    return { total: found.length, ids: range ? ids.slice(range.offset, range.offset + range.limit) : ids };
  }
  return { total: 0, ids: [] };
}

describe('findInIndex against a plain ranking of every product', () => {
  const rows = catalogue(1_500);
  const index = buildSearchIndex(rows, 1);
  const products = plainProducts(rows);
  const terms = [
    ['terco'],
    ['linha'],
    ['nossa', 'senhora'],
    ['sao', 'bento'],
    ['colecao', 'graca'],
    ['madeira', 'cristal', 'terco'],
    ['ter'],
    ['kit'],
    ['imagens'],
    ['presente'],
    ['tersso'],
    ['colessao'],
    ['nosa', 'senora'],
    ['bendo'],
    ['bilbia'],
    ['crusifixo'],
    ['imajem'],
    ['esperanssa', 'linha'],
    ['aurora', 'jose'],
    ['xyzqw'],
    ['rosario', 'parede'],
    // A second word whose own start range holds names that tie or beat the first word's: with a
    // small page, the first word's range fills it before that range is looked at.
    ['terco', 'madeira'],
    ['madeira', 'terco'],
    // Words inside several words of the catalogue (sagrada, graça; aurora, madeira…) and no category name:
    // one word's hits made of several lists, whose count is not any one list's length.
    ['gra'],
    ['ra'],
  ];
  const cases = terms.flatMap((typed) =>
    [{}, { onSale: true }, { category: 'imagens' }].flatMap((filters) =>
      [undefined, { offset: 0, limit: 24 }, { offset: 12, limit: 12 }, { offset: 40, limit: 48 }, { offset: 0, limit: 3 }].map((range) => ({
        typed,
        filters,
        range,
      })),
    ),
  );

  it.each(cases)('$typed $filters $range', ({ typed, filters, range }) => {
    expect(findInIndex(index, typed, filters, range)).toEqual(rankPlainly(products, typed, filters, range));
  });

  it('answers the same when the index was built from batches arriving in any order (as the server reads it)', () => {
    const builder = searchIndexBuilder();
    const shuffled = [...rows.filter((_, i) => i % 2 === 1).reverse(), ...rows.filter((_, i) => i % 2 === 0)];
    for (let at = 0; at < shuffled.length; at += 400) builder.add(shuffled.slice(at, at + 400));
    const batched = builder.finish(1);
    expect([...batched.ids]).toEqual([...index.ids]);
    expect(batched.nameKeys).toEqual(index.nameKeys);
    expect([...batched.categories.keys()]).toEqual([...index.categories.keys()]);
    for (const { typed, filters, range } of cases) expect(findInIndex(batched, typed, filters, range)).toEqual(findInIndex(index, typed, filters, range));
  });

  it('finds something for most terms, so the comparison is not of empty answers', () => {
    const found = terms.filter((typed) => findInIndex(index, typed).total > 0);
    expect(found.length).toBeGreaterThanOrEqual(terms.length - 2);
  });
});
