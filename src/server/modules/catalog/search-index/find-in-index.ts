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
  /** Products matched any way (inDoc, a close name word, the sound, the category). */
  hits: Uint8Array;
  list: number[];
  categories: Set<number>;
  similarity: Map<string, number>;
  /** Typos and fuzzy: products whose name or keywords contain the typed word's sound. */
  inSound: Uint8Array | null;
  /** Typos and fuzzy: each product's best word_similarity of the typed word to a word of its name. */
  nameSimilarity: Float32Array | null;
};

function mark(m: WordMatch, products: ArrayLike<number>) {
  for (let i = 0; i < products.length; i++) {
    const p = products[i]!;
    if (!m.hits[p]) {
      m.hits[p] = 1;
      m.list.push(p);
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
function matchExactly(index: SearchIndex, word: string): WordMatch {
  const m: WordMatch = {
    word,
    trigrams: trigramsOf(word),
    sound: soundOf(word),
    inDoc: new Uint8Array(index.size),
    hits: new Uint8Array(index.size),
    list: [],
    categories: new Set(),
    similarity: new Map(),
    inSound: null,
    nameSimilarity: null,
  };
  for (const [docWord, products] of index.docWords) {
    if (!docWord.includes(word)) continue;
    for (const p of products) m.inDoc[p] = 1;
    mark(m, products);
  }
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
    m.nameSimilarity = new Float32Array(index.size);
    for (const [w, n] of shared) {
      const similarity = similarityTo(m, w);
      const products = index.nameWords.get(w)!;
      for (const p of products) if (similarity > m.nameSimilarity[p]!) m.nameSimilarity[p] = similarity;
      if (n >= needed && similarity >= SIMILAR) mark(m, products);
    }
    m.inSound = new Uint8Array(index.size);
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
  const name = index.nameKeys[p]!;
  let total = 0;
  for (const m of matches) {
    total += name.startsWith(m.word) ? 3 : name.includes(m.word) ? 2 : 0;
    if (m.inDoc[p]) total += 1;
    if (m.categories.has(index.categoryIds[p]!)) total += 0.5;
    if (mode !== 'exact') total += m.nameSimilarity![p]! * 2 + (m.inSound![p] ? 1.5 : 0);
  }
  return total;
}

/**
 * The products (by id) that match every typed word, best first: name hits before the rest, names
 * starting with the word before those containing it, then by name. Exact words first; when they
 * find nothing, close words and the same sound; last, words a letter or two away in sound.
 */
export function findInIndex(index: SearchIndex, words: readonly string[], filters: SearchFilters = {}): number[] {
  const category = categoryFilter(index, filters.category);
  if (words.length === 0 || category === null) return [];
  const matches = words.map((w) => matchExactly(index, w));
  for (const mode of ['exact', 'typos', 'fuzzy'] as const) {
    if (mode !== 'exact') for (const m of matches) widen(index, m, mode);
    const [fewest, ...others] = [...matches].sort((a, b) => a.list.length - b.list.length);
    const found: number[] = [];
    for (const p of fewest!.list) {
      if (category !== undefined && index.categoryIds[p] !== category) continue;
      if (filters.onSale && index.onSale[p] !== 1) continue;
      if (others.every((m) => m.hits[p] === 1)) found.push(p);
    }
    if (found.length === 0) continue;
    const scores = new Float64Array(index.size);
    for (const p of found) scores[p] = score(index, matches, p, mode);
    // Products are numbered in name order: equal scores go by name, then id.
    found.sort((a, b) => scores[b]! - scores[a]! || a - b);
    return found.map((p) => index.ids[p]!);
  }
  return [];
}
