import { matchesCategory } from '../../../../domain/catalog';
import { soundOf } from '../../../../domain/search-sound';
import { type Bitset, bitsetOf, emptySet, type GrowingSet, growBy, growBySet, growingSet, newBitset, popcount } from './bitset';
import type { SearchIndex } from './build-search-index';
import { type RankedWord, rankMatches } from './rank-matches';
import { editDistanceWithin, similarityOfTrigrams, trigramsOf } from './trigrams';
import { forEachContaining } from './vocabulary';

export type SearchMode = 'exact' | 'typos' | 'fuzzy';
export type SearchFilters = { category?: string; onSale?: boolean };

// pg_trgm's default word_similarity_threshold: how close a typed word must be to a word of a name.
const SIMILAR = 0.6;

// The sounds of the last words typed: soundOf is a chain of a dozen replacements, and the words
// people misspell come back (a pure function of the word, so a bounded memo changes no answer).
const SOUNDS_KEPT = 2000;
const sounds = new Map<string, string>();

function typedSound(word: string): string {
  let sound = sounds.get(word);
  if (sound === undefined) {
    sound = soundOf(word);
    if (sounds.size >= SOUNDS_KEPT) sounds.delete(sounds.keys().next().value!);
    sounds.set(word, sound);
  }
  return sound;
}

/** Letters a misspelt word may differ by from a word of the name, in sound: none for short words. */
export function editsAllowed(word: string): number {
  if (word.length >= 6) return 2;
  return word.length >= 4 ? 1 : 0;
}

/** What one typed word matches, as sets of products (by number) that grow as the modes widen. */
type WordMatch = {
  word: string;
  trigrams: string[];
  sound: string;
  /** Products whose name (name_key) starts with the word: a range, since products are numbered in name order. */
  startsFrom: number;
  startsUntil: number;
  /** A word of the name, description or keywords contains the typed one. */
  inDoc: GrowingSet;
  /** A word of the name contains it (ranked higher). */
  inName: GrowingSet;
  /** The category's name contains it (exact) or a word close to it (typos). */
  inCategory: GrowingSet;
  categories: Set<number>;
  /** Typos and fuzzy: a name or keyword word contains its sound. */
  inSound: GrowingSet;
  /** Matched any way (a word of the document, a close name word, the sound, the category). */
  hits: GrowingSet;
  /** Typos and fuzzy: its word_similarity to each name word (by number) sharing a trigram with it, else 0. */
  nameWordSimilarity: Float32Array;
};

/**
 * Work space made once per index and reused by every search (a search runs start to end without
 * yielding, so no two share it); each search clears what it wrote. Allocating it per search cost
 * hundreds of KB a request at 100,000 products, which kept the server's memory high under load.
 */
type WordScratch = Pick<WordMatch, 'inDoc' | 'inName' | 'inCategory' | 'inSound' | 'hits' | 'nameWordSimilarity'>;
type Scratch = {
  words: WordScratch[];
  empty: Bitset;
  /** Typos: how many trigrams each name word shares with the typed word, and the words counted (back to 0 after). */
  sharedCounts: Int32Array;
  sharing: number[];
  /** Fuzzy: the letters of each sound word (lettersOf). */
  soundLetters: Uint32Array;
};

/**
 * The letters a word has, one bit each (a–z; a digit shares a letter's bit). Two words
 * sharing a bit may still differ in a letter, so a count of bits one has and the other lacks is at
 * most the letters it lacks: a lower bound of their edit distance.
 */
function lettersOf(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) bits |= 1 << ((word.charCodeAt(i) - 97) & 31);
  return bits;
}
const scratches = new WeakMap<SearchIndex, Scratch>();

function scratchOf(index: SearchIndex): Scratch {
  let s = scratches.get(index);
  if (!s) {
    s = {
      words: [],
      empty: newBitset(index.size),
      sharedCounts: new Int32Array(index.nameWords.words.length),
      sharing: [],
      soundLetters: Uint32Array.from(index.soundWords.words, lettersOf),
    };
    scratches.set(index, s);
  }
  return s;
}

function wordScratch(index: SearchIndex, k: number): WordScratch {
  const s = scratchOf(index);
  while (s.words.length <= k) {
    const set = () => growingSet(newBitset(index.size), s.empty);
    const nameWordSimilarity = new Float32Array(index.nameWords.words.length);
    s.words.push({ inDoc: set(), inName: set(), inCategory: set(), inSound: set(), hits: set(), nameWordSimilarity });
  }
  return s.words[k]!;
}

function clear(m: WordMatch) {
  for (const set of [m.inDoc, m.inName, m.inCategory, m.inSound, m.hits]) emptySet(set);
  if (m.trigrams.length > 0) m.nameWordSimilarity.fill(0);
}

/** The first product whose name key is not before `key` (or, with `prefix`, does not start with it). */
function firstAfter(keys: readonly string[], key: string, prefix: boolean): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const k = keys[mid]!;
    if (k < key || (prefix && k.startsWith(key))) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function markCategory(index: SearchIndex, m: WordMatch, id: number) {
  if (m.categories.has(id)) return;
  m.categories.add(id);
  const postings = index.categoryProducts.get(id);
  if (postings) growBy(m.inCategory, postings);
}

/** Exact: a word of the product (or its category's name) contains the typed word. */
function matchExactly(index: SearchIndex, word: string, k: number): WordMatch {
  const startsFrom = firstAfter(index.nameKeys, word, false);
  const m: WordMatch = {
    word,
    // Only typos need these: most searches never get there.
    trigrams: [],
    sound: '',
    startsFrom,
    startsUntil: firstAfter(index.nameKeys, word, true),
    categories: new Set(),
    ...wordScratch(index, k),
  };
  const { docWords, nameWords } = index;
  forEachContaining(docWords, word, (n) => growBy(m.inDoc, docWords.postings[n]!));
  forEachContaining(nameWords, word, (n) => growBy(m.inName, nameWords.postings[n]!));
  for (const c of index.categories.values()) if (c.key.includes(word)) markCategory(index, m, c.id);
  growBySet(m.hits, m.inDoc);
  growBySet(m.hits, m.inCategory);
  return m;
}

/**
 * Typos: also a name word close by trigrams ('tercoo' ~ 'terco'), a name or keyword word that
 * contains the same sound ('tersso' ~ 'terço'), a category name close by trigrams. Fuzzy: also a
 * word a letter or two away in sound ('bendo' ~ 'bento', 'bilbia' ~ 'bíblia').
 */
function widen(index: SearchIndex, m: WordMatch, mode: 'typos' | 'fuzzy') {
  if (mode === 'typos') {
    m.trigrams = trigramsOf(m.word);
    m.sound = typedSound(m.word);
    // Only name words sharing a trigram with the typed word can be close to it, and one can reach
    // SIMILAR only if it shares at least 60% of them.
    const { nameWords, soundWords } = index;
    const { sharedCounts: shared, sharing } = scratchOf(index);
    sharing.length = 0;
    for (const t of m.trigrams) {
      const words = nameWords.byTrigram.get(t);
      if (words) for (let i = 0; i < words.length; i++) if (shared[words[i]!]!++ === 0) sharing.push(words[i]!);
    }
    const needed = Math.ceil(SIMILAR * m.trigrams.length);
    const mine = new Set(m.trigrams);
    for (const w of sharing) {
      const n = shared[w]!;
      shared[w] = 0;
      // One trigram in common scores 1 ÷ the typed word's trigrams, whatever the run (similarityOfTrigrams).
      const similarity = n === 1 ? 1 / mine.size : similarityOfTrigrams(mine, nameWords.trigrams[w]!);
      m.nameWordSimilarity[w] = similarity;
      if (n >= needed && similarity >= SIMILAR) growBy(m.hits, nameWords.postings[w]!);
    }
    if (m.sound) {
      forEachContaining(soundWords, m.sound, (n) => growBy(m.inSound, soundWords.postings[n]!));
      growBySet(m.hits, m.inSound);
    }
    for (const c of index.categories.values()) if (c.wordTrigrams.some((t) => similarityOfTrigrams(mine, t) >= SIMILAR)) markCategory(index, m, c.id);
    growBySet(m.hits, m.inCategory);
    return;
  }
  const edits = editsAllowed(m.word);
  if (edits === 0 || !m.sound) return;
  const { words, postings } = index.soundWords;
  const { soundLetters } = scratchOf(index);
  const typed = lettersOf(m.sound);
  for (let n = 0; n < words.length; n++) {
    const w = words[n]!;
    // Each letter one word has and the other lacks takes an edit at least: most words are ruled out here.
    const apart = soundLetters[n]!;
    if (popcount(apart & ~typed) > edits || popcount(typed & ~apart) > edits) continue;
    if (w.length > 2 && editDistanceWithin(w, m.sound, edits) <= edits) growBy(m.hits, postings[n]!);
  }
}

const rankedWord = (m: WordMatch): RankedWord => ({
  startsFrom: m.startsFrom,
  startsUntil: m.startsUntil,
  inName: m.inName.bits,
  inDoc: m.inDoc.bits,
  inCategory: m.inCategory.bits,
  inSound: m.inSound.bits,
  nameWordSimilarity: m.nameWordSimilarity,
});

/** The category ?category= names among those with online products: its slug first, then its id or name. */
function categoryFilter(index: SearchIndex, value: string | undefined): number | null | undefined {
  if (!value) return undefined;
  const all = [...index.categories.values()];
  return (all.find((c) => c.slug === value) ?? all.find((c) => matchesCategory(c, value)))?.id ?? null;
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
  const inCategory = category === undefined ? null : index.categoryProducts.get(category);
  if (category !== undefined && !inCategory) return { total: 0, ids: [] };
  const filterBy = [filters.onSale ? index.onSale : null, inCategory ? (inCategory.bits ?? bitsetOf(index.size, inCategory.products)) : null].filter(
    (b) => b !== null,
  );
  const matches = words.map((w, k) => matchExactly(index, w, k));
  const scratch = scratchOf(index);
  try {
    for (const mode of ['exact', 'typos', 'fuzzy'] as const) {
      if (mode !== 'exact') for (const m of matches) widen(index, m, mode);
      // A word that matched nothing leaves nothing to rank (a misspelt word's exact pass, mostly).
      if (matches.some((m) => m.hits.bits === scratch.empty)) continue;
      // The matches are in every word's hits and every filter: ranking reads them where they are.
      const matched = [...matches.map((m) => m.hits.bits), ...filterBy];
      const ranked = matches.map(rankedWord);
      // One word's hits with no filter, made of one list: its length is the count.
      const known = matched.length === 1 ? matches[0]!.hits.size : -1;
      const { total, products } = rankMatches(index, ranked, mode !== 'exact', matched, range, scratch.empty, known);
      if (total > 0) return { total, ids: products.map((p) => index.ids[p]!) };
    }
    return { total: 0, ids: [] };
  } finally {
    for (const m of matches) clear(m);
  }
}
