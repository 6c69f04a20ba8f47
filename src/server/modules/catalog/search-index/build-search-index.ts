import { normalizeSearchText } from '../../../../domain/search';
import { soundOf } from '../../../../domain/search-sound';
import { type Bitset, bitsetOf, type Postings, postingsOf } from './bitset';
import { trigramsOf } from './trigrams';
import { type Vocabulary, vocabularyOf } from './vocabulary';

/** One online product as the index reads it (current-search-index.ts). */
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

/** A list of int32 that grows by doubling: a million entries cost 4 MB, not a JS array's 8 and more. */
class IntList {
  items = new Int32Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }
  get values(): Int32Array {
    return this.items.subarray(0, this.length);
  }
}

/**
 * Words as they arrive, each product's once: (word, product) pairs in two int lists. At the end the
 * pairs are grouped by word into one buffer (a counting sort), each word's products ascending.
 */
class WordLists {
  words: string[] = [];
  private numbers = new Map<string, number>();
  private lastProduct = new IntList();
  private pairWord = new IntList();
  private pairProduct = new IntList();

  add(word: string, product: number) {
    let n = this.numbers.get(word);
    if (n === undefined) {
      n = this.words.length;
      this.numbers.set(word, n);
      this.words.push(word);
      this.lastProduct.push(-1);
    }
    // A product adds each word once.
    if (this.lastProduct.items[n] === product) return;
    this.lastProduct.items[n] = product;
    this.pairWord.push(n);
    this.pairProduct.push(product);
  }

  numberOf(word: string): number {
    return this.numbers.get(word)!;
  }

  /** Each word's products renumbered by `numberOf` and sorted. */
  vocabulary(size: number, numberOf: Int32Array): Vocabulary {
    const count = this.words.length;
    const start = new Int32Array(count + 1);
    const pairWord = this.pairWord.values;
    const pairProduct = this.pairProduct.values;
    for (let i = 0; i < pairWord.length; i++) start[pairWord[i]! + 1]!++;
    for (let n = 0; n < count; n++) start[n + 1]! += start[n]!;
    const all = new Int32Array(pairWord.length);
    const next = start.slice(0, count);
    for (let i = 0; i < pairWord.length; i++) all[next[pairWord[i]!]!++] = numberOf[pairProduct[i]!]!;
    const lists = this.words.map((_, n) => all.subarray(start[n]!, start[n + 1]!).sort());
    return vocabularyOf(size, this.words, lists);
  }
}

/**
 * Builds the index from batches of rows in any order, holding only what the index keeps plus
 * 8 bytes per (word, product) pair: the catalogue is read 20,000 products at a time and a
 * batch's descriptions are dropped once its words are counted (holding every row, then sorting
 * them, took the server's memory ~250 MB above its resting size at 100,000 products).
 */
export function searchIndexBuilder() {
  const ids = new IntList();
  const categoryIds = new IntList();
  const onSale = new IntList();
  const nameKeys: string[] = [];
  const docWords = new WordLists();
  const soundWords = new WordLists();
  const categories = new Map<number, SearchCategory>();

  function add(rows: readonly SearchRow[]) {
    for (const row of rows) {
      const a = ids.length;
      ids.push(Number(row.id));
      nameKeys.push(normalizeSearchText(row.name));
      if (row.on_sale) onSale.push(a);
      const keywords = (row.keywords ?? []).join(' ');
      for (const w of wordsOf(`${row.name} ${row.description ?? ''} ${keywords}`)) docWords.add(w, a);
      for (const w of soundOf(`${row.name} ${keywords}`).split(' ')) if (w) soundWords.add(w, a);
      const categoryId = row.category_id == null ? 0 : Number(row.category_id);
      categoryIds.push(categoryId);
      if (categoryId && !categories.has(categoryId)) {
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
    }
  }

  /**
   * Products are numbered in name order (name_key, then id, as the listing sorts by name), so that
   * among matches of equal relevance the lower number comes first.
   */
  function finish(version: number): SearchIndex {
    const size = ids.length;
    const arrivedId = ids.values;
    const order = Array.from({ length: size }, (_, a) => a);
    order.sort((x, y) => {
      const kx = nameKeys[x]!;
      const ky = nameKeys[y]!;
      return kx < ky ? -1 : kx > ky ? 1 : arrivedId[x]! - arrivedId[y]!;
    });
    const numberOf = new Int32Array(size);
    order.forEach((a, p) => {
      numberOf[a] = p;
    });
    const sortedIds = new Int32Array(size);
    const sortedCategoryIds = new Int32Array(size);
    const sortedKeys: string[] = new Array(size);
    const categoryLists = new Map<number, number[]>();
    // In name order of their first product, as before: ?category= takes the first that matches.
    const categoriesInOrder = new Map<number, SearchCategory>();
    // The names' words, numbered as first seen in name order.
    const nameWords = new WordLists();
    const nameWordStart = new Int32Array(size + 1);
    const nameWordIds = new IntList();
    order.forEach((a, p) => {
      sortedIds[p] = arrivedId[a]!;
      const key = nameKeys[a]!;
      sortedKeys[p] = key;
      // normalizeSearchText is idempotent: the key's words are the name's.
      for (const w of wordsOf(key)) {
        nameWords.add(w, p);
        nameWordIds.push(nameWords.numberOf(w));
      }
      nameWordStart[p + 1] = nameWordIds.length;
      const categoryId = categoryIds.items[a]!;
      sortedCategoryIds[p] = categoryId;
      if (categoryId) {
        const list = categoryLists.get(categoryId);
        if (list) list.push(p);
        else {
          categoryLists.set(categoryId, [p]);
          categoriesInOrder.set(categoryId, categories.get(categoryId)!);
        }
      }
    });
    const identity = Int32Array.from(order, (_, p) => p);
    return {
      version,
      size,
      ids: sortedIds,
      nameKeys: sortedKeys,
      categoryIds: sortedCategoryIds,
      onSale: bitsetOf(
        size,
        Array.from(onSale.values, (a) => numberOf[a]!),
      ),
      docWords: docWords.vocabulary(size, numberOf),
      nameWords: nameWords.vocabulary(size, identity),
      nameWordStart,
      nameWordIds: nameWordIds.values.slice(),
      soundWords: soundWords.vocabulary(size, numberOf),
      categories: categoriesInOrder,
      categoryProducts: new Map([...categoryLists].map(([id, list]) => [id, postingsOf(size, Int32Array.from(list))])),
    };
  }

  return { add, finish };
}

/** The index of `rows` (all of them at once: tests and small catalogues). */
export function buildSearchIndex(rows: readonly SearchRow[], version: number): SearchIndex {
  const builder = searchIndexBuilder();
  builder.add(rows);
  return builder.finish(version);
}
