import { matchesCategory } from '../../../../domain/catalog';
import { soundOf } from '../../../../domain/search-sound';
import type { SearchIndex } from './build-search-index';
import { editDistanceWithin, trigramsOf, wordSimilarity } from './trigrams';

export type SearchMode = 'exact' | 'typos' | 'fuzzy';
export type SearchFilters = { category?: string; onSale?: boolean };

// pg_trgm's default word_similarity_threshold: how close a typed word must be to a word of a name.
const SIMILAR = 0.6;

/** Letters a misspelt word may differ by from a word of the name, in sound: none for short words. */
export function editsAllowed(word: string): number {
  if (word.length >= 6) return 2;
  return word.length >= 4 ? 1 : 0;
}

/** What one typed word matches: products (by number) and categories, growing as the modes widen. */
type WordMatch = {
  word: string;
  trigrams: string[];
  sound: string;
  /** Products with a word containing the typed one in name, description or keywords. */
  inDoc: Uint8Array;
  /** Products with a word containing the typed one in the name (ranked higher). */
  inName: Uint8Array;
  /** Products matched any way (inDoc, a close name word, the sound, the category). */
  hits: Uint8Array;
  /** The products in hits: the first `count` of `list`. */
  list: Int32Array;
  count: number;
  categories: Set<number>;
  similarity: Map<string, number>;
  /** Typos and fuzzy: products whose name or keywords contain the typed word's sound. */
  inSound: Uint8Array;
  /** Typos and fuzzy: each product's best word_similarity of the typed word to a word of its name. */
  nameSimilarity: Float32Array;
  /** The products given a nameSimilarity (to clear it afterwards): the first `similarCount`. */
  similar: Int32Array;
  similarCount: number;
};

/**
 * Per-product work arrays, one set per typed word, made once per index and reused by every search
 * (a search runs start to end without yielding, so no two share them). Allocating them per search
 * cost hundreds of KB a request, which kept the server's memory high under load. Each search
 * clears what it set before returning.
 */
type Scratch = { hits: Uint8Array; inDoc: Uint8Array; inName: Uint8Array; inSound: Uint8Array; nameSimilarity: Float32Array; list: Int32Array; similar: Int32Array };
const scratches = new WeakMap<SearchIndex, { words: Scratch[]; scores: Float64Array; found: Int32Array }>();

function scratchOf(index: SearchIndex) {
  let s = scratches.get(index);
  if (!s) {
    s = { words: [], scores: new Float64Array(index.size), found: new Int32Array(index.size) };
    scratches.set(index, s);
  }
  return s;
}

function wordScratch(index: SearchIndex, k: number): Scratch {
  const s = scratchOf(index);
  while (s.words.length <= k) {
    const n = index.size;
    s.words.push({
      hits: new Uint8Array(n),
      inDoc: new Uint8Array(n),
      inName: new Uint8Array(n),
      inSound: new Uint8Array(n),
      nameSimilarity: new Float32Array(n),
      list: new Int32Array(n),
      similar: new Int32Array(n),
    });
  }
  return s.words[k]!;
}

function clear(m: WordMatch) {
  for (let i = 0; i < m.count; i++) {
    const p = m.list[i]!;
    m.hits[p] = m.inDoc[p] = m.inName[p] = m.inSound[p] = 0;
  }
  for (let i = 0; i < m.similarCount; i++) m.nameSimilarity[m.similar[i]!] = 0;
}

function mark(m: WordMatch, products: ArrayLike<number>) {
  for (let i = 0; i < products.length; i++) {
    const p = products[i]!;
    if (!m.hits[p]) {
      m.hits[p] = 1;
      m.list[m.count++] = p;
    }
  }
}

function markCategory(index: SearchIndex, m: WordMatch, id: number) {
  if (m.categories.has(id)) return;
  m.categories.add(id);
  mark(m, index.categoryProducts.get(id) ?? []);
}

const similarityTo = (m: WordMatch, word: string) => {
  let s = m.similarity.get(word);
  if (s === undefined) {
    s = wordSimilarity(m.trigrams, word);
    m.similarity.set(word, s);
  }
  return s;
};

/** Exact: a word of the product (or its category's name) contains the typed word. */
function matchExactly(index: SearchIndex, word: string, scratch: Scratch): WordMatch {
  const m: WordMatch = { word, trigrams: trigramsOf(word), sound: soundOf(word), count: 0, similarCount: 0, categories: new Set(), similarity: new Map(), ...scratch };
  for (const [docWord, products] of index.docWords) {
    if (!docWord.includes(word)) continue;
    for (const p of products) m.inDoc[p] = 1;
    mark(m, products);
  }
  // Name words are words of the document too: those products are in the list already.
  for (const [nameWord, products] of index.nameWords) if (nameWord.includes(word)) for (const p of products) m.inName[p] = 1;
  for (const c of index.categories.values()) if (c.key.includes(word)) markCategory(index, m, c.id);
  return m;
}

/**
 * Typos: also a name word close by trigrams ('tercoo' ~ 'terco'), a name or keyword word that
 * contains the same sound ('tersso' ~ 'terço'), a category name close by trigrams. Fuzzy: also a
 * word a letter or two away in sound ('bendo' ~ 'bento', 'bilbia' ~ 'bíblia').
 */
function widen(index: SearchIndex, m: WordMatch, mode: 'typos' | 'fuzzy') {
  if (mode === 'typos') {
    // A word can reach SIMILAR only if it shares at least 60% of the typed word's trigrams.
    // Only name words sharing a trigram with the typed word can be close to it, and one can reach
    // SIMILAR only if it shares at least 60% of them.
    const shared = new Map<string, number>();
    for (const t of m.trigrams) for (const w of index.nameWordsByTrigram.get(t) ?? []) shared.set(w, (shared.get(w) ?? 0) + 1);
    const needed = Math.ceil(SIMILAR * m.trigrams.length);
    for (const [w, n] of shared) {
      const similarity = similarityTo(m, w);
      const products = index.nameWords.get(w)!;
      for (const p of products) {
        if (similarity <= m.nameSimilarity[p]!) continue;
        if (m.nameSimilarity[p] === 0) m.similar[m.similarCount++] = p;
        m.nameSimilarity[p] = similarity;
      }
      if (n >= needed && similarity >= SIMILAR) mark(m, products);
    }
    if (m.sound) {
      for (const [w, products] of index.soundWords) {
        if (!w.includes(m.sound)) continue;
        for (const p of products) m.inSound[p] = 1;
        mark(m, products);
      }
    }
    for (const c of index.categories.values()) if (c.words.some((w) => similarityTo(m, w) >= SIMILAR)) markCategory(index, m, c.id);
    return;
  }
  const edits = editsAllowed(m.word);
  if (edits === 0 || !m.sound) return;
  for (const [w, products] of index.soundWords) {
    if (w.length > 2 && editDistanceWithin(w, m.sound, edits) <= edits) mark(m, products);
  }
}

/** The category ?category= names among those with online products: its slug first, then its id or name. */
function categoryFilter(index: SearchIndex, value: string | undefined): number | null | undefined {
  if (!value) return undefined;
  const all = [...index.categories.values()];
  return (all.find((c) => c.slug === value) ?? all.find((c) => matchesCategory(c, value)))?.id ?? null;
}

function score(index: SearchIndex, matches: WordMatch[], p: number, mode: SearchMode): number {
  let total = 0;
  for (const m of matches) {
    if (m.inName[p]) total += index.nameKeys[p]!.startsWith(m.word) ? 3 : 2;
    if (m.inDoc[p]) total += 1;
    if (m.categories.has(index.categoryIds[p]!)) total += 0.5;
    if (mode !== 'exact') total += m.nameSimilarity[p]! * 2 + (m.inSound[p] ? 1.5 : 0);
  }
  return total;
}

/**
 * The first `k` of `items` in `before` order, without sorting the rest: a page of a common word's
 * thousands of matches costs one comparison for most of them.
 */
function best(items: Int32Array, k: number, before: (a: number, b: number) => number): number[] {
  if (k >= items.length / 4) return Array.from(items.sort(before).subarray(0, k));
  const top: number[] = [];
  for (const item of items) {
    if (top.length === k && before(item, top[k - 1]!) >= 0) continue;
    let at = top.length;
    while (at > 0 && before(item, top[at - 1]!) < 0) at--;
    top.splice(at, 0, item);
    if (top.length > k) top.pop();
  }
  return top;
}

/**
 * The products that match every typed word, best first: name hits before the rest, names starting
 * with the word before those containing it, then by name. Exact words first; when they find
 * nothing, close words and the same sound; last, words a letter or two away in sound. Gives how
 * many matched and the ids of those in `range` (every one without it).
 */
export function findInIndex(
  index: SearchIndex,
  words: readonly string[],
  filters: SearchFilters = {},
  range?: { offset: number; limit: number },
): { total: number; ids: number[] } {
  const category = categoryFilter(index, filters.category);
  if (words.length === 0 || category === null) return { total: 0, ids: [] };
  const matches = words.map((w, k) => matchExactly(index, w, wordScratch(index, k)));
  const { scores, found } = scratchOf(index);
  try {
    for (const mode of ['exact', 'typos', 'fuzzy'] as const) {
      if (mode !== 'exact') for (const m of matches) widen(index, m, mode);
      const [fewest, ...others] = [...matches].sort((a, b) => a.count - b.count);
      let n = 0;
      for (let i = 0; i < fewest!.count; i++) {
        const p = fewest!.list[i]!;
        if (category !== undefined && index.categoryIds[p] !== category) continue;
        if (filters.onSale && index.onSale[p] !== 1) continue;
        let inAll = true;
        for (const m of others) if (m.hits[p] !== 1) inAll = false;
        if (inAll) found[n++] = p;
      }
      if (n === 0) continue;
      const matched = found.subarray(0, n);
      for (const p of matched) scores[p] = score(index, matches, p, mode);
      // Products are numbered in name order: equal scores go by name, then id.
      const before = (a: number, b: number) => scores[b]! - scores[a]! || a - b;
      const wanted = range ? best(matched, range.offset + range.limit, before).slice(range.offset) : matched.sort(before);
      for (const p of matched) scores[p] = 0;
      return { total: n, ids: Array.from(wanted, (p) => index.ids[p]!) };
    }
    return { total: 0, ids: [] };
  } finally {
    for (const m of matches) clear(m);
  }
}
