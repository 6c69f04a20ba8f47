import { normalizeSearchText } from '../../../../domain/search';
import { soundOf } from '../../../../domain/search-sound';
import { trigramsOf } from './trigrams';

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

export type SearchCategory = { id: number; slug: string; name: string; key: string; words: string[] };

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
  onSale: Uint8Array;
  /** Every word of the name, description and keywords. */
  docWords: Map<string, Int32Array>;
  /** The words of the names only (typo matching compares typed words with names). */
  nameWords: Map<string, Int32Array>;
  /** The name and keyword words by sound. */
  soundWords: Map<string, Int32Array>;
  /** Which name words have each trigram: a typed word is compared only with words it shares some with. */
  nameWordsByTrigram: Map<string, string[]>;
  categories: Map<number, SearchCategory>;
  categoryProducts: Map<number, Int32Array>;
};

const wordsOf = (text: string) => normalizeSearchText(text).split(/[^a-z0-9]+/).filter(Boolean);

function addTo(map: Map<string, number[]>, word: string, product: number) {
  const list = map.get(word);
  if (!list) map.set(word, [product]);
  // A product adds each word once: the lists stay ascending without duplicates.
  else if (list[list.length - 1] !== product) list.push(product);
}

const frozen = <K>(map: Map<K, number[]>) => new Map([...map].map(([k, list]) => [k, Int32Array.from(list)] as const));

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
  const onSale = new Uint8Array(size);
  const nameKeys: string[] = new Array(size);
  const docWords = new Map<string, number[]>();
  const nameWords = new Map<string, number[]>();
  const soundWords = new Map<string, number[]>();
  const categories = new Map<number, SearchCategory>();
  const categoryProducts = new Map<number, number[]>();

  rows.forEach((row, i) => {
    ids[i] = Number(row.id);
    onSale[i] = row.on_sale ? 1 : 0;
    nameKeys[i] = keyed[i]!.key;
    const keywords = (row.keywords ?? []).join(' ');
    const sound = soundOf(`${row.name} ${keywords}`);
    for (const w of wordsOf(`${row.name} ${row.description ?? ''} ${keywords}`)) addTo(docWords, w, i);
    for (const w of wordsOf(row.name)) addTo(nameWords, w, i);
    for (const w of sound.split(' ')) if (w) addTo(soundWords, w, i);
    const categoryId = row.category_id == null ? 0 : Number(row.category_id);
    categoryIds[i] = categoryId;
    if (categoryId) {
      if (!categories.has(categoryId)) {
        const key = normalizeSearchText(row.category_name ?? '');
        categories.set(categoryId, { id: categoryId, slug: row.category_slug ?? '', name: row.category_name ?? '', key, words: wordsOf(key) });
      }
      const list = categoryProducts.get(categoryId);
      if (list) list.push(i);
      else categoryProducts.set(categoryId, [i]);
    }
  });

  const nameWordsByTrigram = new Map<string, string[]>();
  for (const word of nameWords.keys()) {
    for (const t of trigramsOf(word)) {
      const list = nameWordsByTrigram.get(t);
      if (list) list.push(word);
      else nameWordsByTrigram.set(t, [word]);
    }
  }

  return {
    version,
    size,
    ids,
    nameKeys,
    categoryIds,
    onSale,
    docWords: frozen(docWords),
    nameWords: frozen(nameWords),
    soundWords: frozen(soundWords),
    nameWordsByTrigram,
    categories,
    categoryProducts: frozen(categoryProducts),
  };
}
