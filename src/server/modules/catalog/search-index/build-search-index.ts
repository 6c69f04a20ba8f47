import { normalizeSearchText } from '../../../../domain/search';
import { soundOf } from '../../../../domain/search-sound';
import { type Bitset, bitsetOf, type Postings, postingsOf } from './bitset';
import { trigramsOf } from './trigrams';
import { type Vocabulary, vocabularyOf } from './vocabulary';

/** One online product as the index reads it (select-search-rows.ts). */
export type SearchRow = {
  id: number;
  name: string;
  description: string | null;
  keywords: string[] | null;
  category_id: number | null;
  category_slug: string | null;
  category_name: string | null;
  on_sale: boolean;
};

export type SearchCategory = {
  id: number;
  slug: string;
  name: string;
  key: string;
  words: string[];
  /** Each word's trigrams (trigramsOf), for typo search to compare typed words with. */
  wordTrigrams: string[][];
};

/**
 * What the storefront search looks words up in (decision 033). Products are numbered 0..size-1 in
 * name order; every word list maps a word to the numbers of the products that have it, ascending.
 */
export type SearchIndex = {
  version: number;
  size: number;
  ids: Int32Array;
  /** Accent-free, lower-case name (as products.name_key). */
  nameKeys: string[];
  categoryIds: Int32Array;
  onSale: Bitset;
  /** Every word of the name, description and keywords. */
  docWords: Vocabulary;
  /** The words of the names only (typo matching compares typed words with names). */
  nameWords: Vocabulary;
  /** Each product's name words by number: product p's are nameWordIds[nameWordStart[p]..nameWordStart[p + 1]). */
  nameWordStart: Int32Array;
  nameWordIds: Int32Array;
  /** The name and keyword words by sound. */
  soundWords: Vocabulary;
  categories: Map<number, SearchCategory>;
  categoryProducts: Map<number, Postings>;
};

const wordsOf = (text: string) =>
  normalizeSearchText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function addTo(map: Map<string, number[]>, word: string, product: number) {
  const list = map.get(word);
  if (!list) map.set(word, [product]);
  // A product adds each word once: the lists stay ascending without duplicates.
  else if (list[list.length - 1] !== product) list.push(product);
}

/**
 * Products are numbered in name order (name_key, then id, as the listing sorts by name), so that
 * among matches of equal relevance the lower number comes first.
 */
export function buildSearchIndex(unordered: readonly SearchRow[], version: number): SearchIndex {
  const keyed = unordered.map((row) => ({ row, key: normalizeSearchText(row.name) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : Number(a.row.id) - Number(b.row.id)));
  const rows = keyed.map((k) => k.row);
  const size = rows.length;
  const ids = new Int32Array(size);
  const categoryIds = new Int32Array(size);
  const onSale: number[] = [];
  const nameWordStart = new Int32Array(size + 1);
  const nameWordIds: number[] = [];
  // Numbered as first seen, as vocabularyOf numbers nameWords (a Map keeps that order).
  const nameWordNumbers = new Map<string, number>();
  const nameKeys: string[] = new Array(size);
  const docWords = new Map<string, number[]>();
  const nameWords = new Map<string, number[]>();
  const soundWords = new Map<string, number[]>();
  const categories = new Map<number, SearchCategory>();
  const categoryProducts = new Map<number, number[]>();

  rows.forEach((row, i) => {
    ids[i] = Number(row.id);
    if (row.on_sale) onSale.push(i);
    nameKeys[i] = keyed[i]!.key;
    const keywords = (row.keywords ?? []).join(' ');
    const sound = soundOf(`${row.name} ${keywords}`);
    for (const w of wordsOf(`${row.name} ${row.description ?? ''} ${keywords}`)) addTo(docWords, w, i);
    for (const w of wordsOf(row.name)) {
      addTo(nameWords, w, i);
      let id = nameWordNumbers.get(w);
      if (id === undefined) {
        id = nameWordNumbers.size;
        nameWordNumbers.set(w, id);
      }
      nameWordIds.push(id);
    }
    nameWordStart[i + 1] = nameWordIds.length;
    for (const w of sound.split(' ')) if (w) addTo(soundWords, w, i);
    const categoryId = row.category_id == null ? 0 : Number(row.category_id);
    categoryIds[i] = categoryId;
    if (categoryId) {
      if (!categories.has(categoryId)) {
        const key = normalizeSearchText(row.category_name ?? '');
        const words = wordsOf(key);
        categories.set(categoryId, {
          id: categoryId,
          slug: row.category_slug ?? '',
          name: row.category_name ?? '',
          key,
          words,
          wordTrigrams: words.map(trigramsOf),
        });
      }
      const list = categoryProducts.get(categoryId);
      if (list) list.push(i);
      else categoryProducts.set(categoryId, [i]);
    }
  });

  return {
    version,
    size,
    ids,
    nameKeys,
    categoryIds,
    onSale: bitsetOf(size, onSale),
    docWords: vocabularyOf(size, docWords),
    nameWords: vocabularyOf(size, nameWords),
    nameWordStart,
    nameWordIds: Int32Array.from(nameWordIds),
    soundWords: vocabularyOf(size, soundWords),
    categories,
    categoryProducts: new Map([...categoryProducts].map(([id, list]) => [id, postingsOf(size, Int32Array.from(list))])),
  };
}
