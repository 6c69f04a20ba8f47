import { type Bitset, popcount } from './bitset';
import type { SearchIndex } from './build-search-index';

/** What ranking needs of one typed word's matches (find-in-index.ts builds them). */
export type RankedWord = {
  /** Products whose name starts with the word: a range, since products are numbered in name order. */
  startsFrom: number;
  startsUntil: number;
  /** A word of the name contains the typed one. */
  inName: Bitset;
  /** A word of the name, description or keywords contains it. */
  inDoc: Bitset;
  /** The category's name contains it (exact) or a word close to it (typos). */
  inCategory: Bitset;
  /** Typos and fuzzy: a name or keyword word contains its sound. */
  inSound: Bitset;
  /** Typos and fuzzy: the typed word's word_similarity to each name word (by number) sharing a trigram with it, else 0. */
  nameWordSimilarity: Float32Array;
};

/** Work arrays per index, reused by every search (a search runs without yielding). */
const scoreArrays = new WeakMap<SearchIndex, Float64Array>();

/** The typed word's best word_similarity to a word of product p's name. */
function nameSimilarity(index: SearchIndex, similarities: Float32Array, p: number): number {
  let best = 0;
  for (let i = index.nameWordStart[p]!; i < index.nameWordStart[p + 1]!; i++) {
    const s = similarities[index.nameWordIds[i]!]!;
    if (s > best) best = s;
  }
  return best;
}

/** With typos, 2 × each typed word's closeness to a word of p's name. */
function closeness(index: SearchIndex, words: readonly RankedWord[], p: number): number {
  let total = 0;
  for (const m of words) total += nameSimilarity(index, m.nameWordSimilarity, p) * 2;
  return total;
}

/** Each typed word's bits for the 32 products of one block, loaded once for all of them. */
type BlockMasks = { name: Int32Array; doc: Int32Array; category: Int32Array; sound: Int32Array };

function loadMasks(words: readonly RankedWord[], block: number, masks: BlockMasks) {
  for (let k = 0; k < words.length; k++) {
    const m = words[k]!;
    masks.name[k] = m.inName[block]!;
    masks.doc[k] = m.inDoc[block]!;
    masks.category[k] = m.inCategory[block]!;
    masks.sound[k] = m.inSound[block]!;
  }
}

/** At most what a product of the block scores without closeness: the best bits any of its products has. */
function blockCeiling(words: readonly RankedWord[], masks: BlockMasks, typos: boolean, bits: number, block: number): number {
  const first = block << 5;
  let total = 0;
  for (let k = 0; k < words.length; k++) {
    const m = words[k]!;
    if (masks.name[k]! & bits) total += first < m.startsUntil && first + 32 > m.startsFrom ? 3 : 2;
    if (masks.doc[k]! & bits) total += 1;
    if (masks.category[k]! & bits) total += 0.5;
    if (typos && masks.sound[k]! & bits) total += 1.5;
  }
  return total;
}

/** At most what one typed word adds to a score without closeness: only what its sets (`empty` when they have nothing) can give. */
function wordCeiling(m: RankedWord, inStart: boolean, typos: boolean, empty: Bitset): number {
  let most = m.inDoc === empty ? 0 : 1;
  if (m.inName !== empty) most += inStart ? 3 : 2;
  if (m.inCategory !== empty) most += 0.5;
  if (typos && m.inSound !== empty) most += 1.5;
  return most;
}

/**
 * At most what closeness adds to a score: each typed word's closest name word. (Scores are sums of
 * halves and float32 closeness values, exact in a double, so no rounding margin is needed.)
 */
function closenessCeiling(words: readonly RankedWord[]): number {
  let ceiling = 0;
  for (const m of words) {
    let closest = 0;
    for (const s of m.nameWordSimilarity) if (s > closest) closest = s;
    ceiling += closest * 2;
  }
  return ceiling;
}

/**
 * Relevance: name starts with the word 3, name contains it 2, any word of the product 1, category
 * 0.5; with typos, 1.5 for the sound — without closeness (see `closeness`). `bit` is p's bit in its
 * block's masks.
 */
function bitsScore(words: readonly RankedWord[], masks: BlockMasks, typos: boolean, p: number, bit: number): number {
  let total = 0;
  for (let k = 0; k < words.length; k++) {
    const m = words[k]!;
    if (masks.name[k]! & bit) total += p >= m.startsFrom && p < m.startsUntil ? 3 : 2;
    if (masks.doc[k]! & bit) total += 1;
    if (masks.category[k]! & bit) total += 0.5;
    if (typos && masks.sound[k]! & bit) total += 1.5;
  }
  return total;
}

/** One ranking under way: the heap of the best so far (worst on top), their scores by product. */
type Ranking = {
  index: SearchIndex;
  words: readonly RankedWord[];
  typos: boolean;
  /** At most what closeness adds (0 without typos). */
  ceiling: number;
  masks: BlockMasks;
  /** The sets whose products all are the matches (at least one). */
  first: Bitset;
  second: Bitset | null;
  others: readonly Bitset[];
  k: number;
  /** How many products match when known beforehand (-1: counted here). */
  known: number;
  heap: number[];
  kept: number[];
  scores: Float64Array;
  total: number;
};

// a ranks after b: a lower score, or the same score and a later name.
const after = (s: Float64Array, a: number, b: number) => s[a]! < s[b]! || (s[a] === s[b] && a > b);
// p, with `score`, gets in over the worst kept, w: a higher score, or the same and an earlier name.
const beats = (s: Float64Array, score: number, p: number, w: number) => score > s[w]! || (score === s[w] && p < w);

function keep(r: Ranking, p: number, score: number) {
  r.scores[p] = score;
  r.kept.push(p);
  if (r.heap.length < r.k) {
    r.heap.push(p);
    siftUp(r.heap, r.heap.length - 1, r.scores);
  } else {
    r.heap[0] = p;
    siftDown(r.heap, 0, r.scores);
  }
}

/** The block's products in every set of `matched`: ANDed here, block by block, rather than into a set of their own first. */
function matchedAt(r: Ranking, block: number): number {
  let bits = r.first[block]!;
  if (r.second !== null) bits &= r.second[block]!;
  for (let i = 0; i < r.others.length; i++) bits &= r.others[i]![block]!;
  return bits;
}

/**
 * How many products of blocks [from, to) are in every set of `matched`. Most of a search's blocks
 * are only counted: the loops keep the sets in locals (in visit's loop the store to r.total made
 * every block reload them) and skip empty blocks before counting their bits.
 */
function countMatches(r: Ranking, from: number, to: number): number {
  const { first, second, others } = r;
  let n = 0;
  if (others.length > 0) {
    for (let block = from; block < to; block++) n += popcount(matchedAt(r, block));
  } else if (second === null) {
    for (let block = from; block < to; block++) {
      const bits = first[block]!;
      if (bits !== 0) n += popcount(bits);
    }
  } else {
    for (let block = from; block < to; block++) {
      const bits = first[block]! & second[block]!;
      if (bits !== 0) n += popcount(bits);
    }
  }
  return n;
}

/** Counts and ranks the products of blocks [from, to); `most` is at most what one of them can score. */
function visit(r: Ranking, from: number, to: number, most: number) {
  const { words, masks, typos, heap, scores: s } = r;
  // Counted in a local, written back once: a store to r each block made every block reload r's sets.
  let total = 0;
  for (let block = from; block < to; block++) {
    let bits = matchedAt(r, block);
    if (bits === 0) continue;
    total += popcount(bits);
    // Once the heap is full, blocks that cannot beat its worst are only counted; and when one can't,
    // no later block here can (their products come later in name order, with the same ceiling, and
    // the worst kept only gets better): the rest is a count.
    if (heap.length === r.k && !beats(s, most, block << 5, heap[0]!)) {
      if (r.known < 0) total += countMatches(r, block + 1, to);
      break;
    }
    loadMasks(words, block, masks);
    if (heap.length === r.k && !beats(s, blockCeiling(words, masks, typos, bits, block) + r.ceiling, block << 5, heap[0]!)) continue;
    while (bits !== 0) {
      const bit = bits & -bits;
      bits ^= bit;
      const p = (block << 5) + 31 - Math.clz32(bit);
      const cheap = bitsScore(words, masks, typos, p, bit);
      if (heap.length === r.k) {
        if (!beats(s, cheap + r.ceiling, p, heap[0]!)) continue;
        const full = typos ? cheap + closeness(r.index, words, p) : cheap;
        if (beats(s, full, p, heap[0]!)) keep(r, p, full);
      } else keep(r, p, typos ? cheap + closeness(r.index, words, p) : cheap);
    }
  }
  r.total += total;
}

/**
 * The products in every set of `matched` best first (equal scores in number, that is name, order): how many
 * there are and those from `offset` to `offset + limit` (every one without a limit); sets with
 * nothing in them are `empty` itself. For a page, a heap keeps the best so far with its worst on
 * top; a block of 32 products is looked at only when its best bits could beat that worst, and a
 * product is scored in full (closeness) only when its own bits could: a common word's tens of
 * thousands of matches cost little more than a count of the blocks. With `known` (≥ 0, how many
 * match: one set that is one word's list) not even that.
 */
export function rankMatches(
  index: SearchIndex,
  words: readonly RankedWord[],
  typos: boolean,
  matched: readonly Bitset[],
  range: { offset: number; limit: number } | undefined,
  empty: Bitset,
  known = -1,
): { total: number; products: number[] } {
  let scores = scoreArrays.get(index);
  if (!scores) {
    scores = new Float64Array(index.size);
    scoreArrays.set(index, scores);
  }
  const n = words.length;
  const r: Ranking = {
    index,
    words,
    typos,
    ceiling: typos ? closenessCeiling(words) : 0,
    masks: { name: new Int32Array(n), doc: new Int32Array(n), category: new Int32Array(n), sound: new Int32Array(n) },
    first: matched[0]!,
    second: matched[1] ?? null,
    others: matched.slice(2),
    k: range ? range.offset + range.limit : Infinity,
    known,
    heap: [],
    kept: [],
    scores,
    total: 0,
  };
  // Outside a word's name-start range its name hits score 2, not 3.
  let inStart = r.ceiling;
  let elsewhere = r.ceiling;
  for (const m of words) {
    inStart += wordCeiling(m, true, typos, empty);
    elsewhere += wordCeiling(m, false, typos, empty);
  }
  const outside = inStart - wordCeiling(words[0]!, true, typos, empty) + wordCeiling(words[0]!, false, typos, empty);
  // The names starting with the first word score highest: taken first, they leave most other
  // blocks unable to beat the worst kept, and those are only counted. The other words' start ranges
  // come next; the rest, where every word scores at most 2 for its name, last (without that tighter
  // ceiling, a two-word term matching thousands of names looked at every block of them).
  const blocks = matched[0]!.length;
  const [from, to] = blockRange(words[0]!, blocks);
  try {
    visit(r, from, to, inStart);
    if (words.length === 1) {
      visit(r, 0, from, elsewhere);
      visit(r, to, blocks, elsewhere);
    } else {
      const { starts, rest } = partition(
        blocks,
        from,
        to,
        words.slice(1).map((m) => blockRange(m, blocks)),
      );
      for (let i = 0; i < starts.length; i += 2) visit(r, starts[i]!, starts[i + 1]!, outside);
      for (let i = 0; i < rest.length; i += 2) visit(r, rest[i]!, rest[i + 1]!, elsewhere);
    }
    const s = r.scores;
    return { total: known < 0 ? r.total : known, products: r.heap.sort((a, b) => s[b]! - s[a]! || a - b).slice(range?.offset ?? 0) };
  } finally {
    for (const p of r.kept) scores[p] = 0;
  }
}

/** The blocks holding the products whose name starts with the word. */
function blockRange(m: RankedWord, blocks: number): [number, number] {
  const from = Math.min(m.startsFrom >>> 5, blocks);
  return [from, Math.min(Math.max(from, (m.startsUntil + 31) >>> 5), blocks)];
}

/**
 * Blocks [0, blocks) but [from, to), each once: those in one of `others` (`starts`) and the rest,
 * as runs of blocks, each a pair of numbers (from, to) in a flat list.
 */
function partition(blocks: number, from: number, to: number, others: [number, number][]) {
  const cuts = [0, blocks, from, to];
  for (const [x, y] of others) cuts.push(x, y);
  cuts.sort((a, b) => a - b);
  const starts: number[] = [];
  const rest: number[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const a = cuts[i]!;
    const b = cuts[i + 1]!;
    if (a === b || (a >= from && b <= to)) continue;
    const runs = others.some(([x, y]) => a >= x && b <= y) ? starts : rest;
    if (runs.length > 0 && runs[runs.length - 1] === a) runs[runs.length - 1] = b;
    else runs.push(a, b);
  }
  return { starts, rest };
}

function siftUp(heap: number[], at: number, s: Float64Array) {
  while (at > 0) {
    const parent = (at - 1) >>> 1;
    if (!after(s, heap[at]!, heap[parent]!)) return;
    [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
    at = parent;
  }
}

function siftDown(heap: number[], at: number, s: Float64Array) {
  for (;;) {
    const l = at * 2 + 1;
    const r = l + 1;
    let worst = at;
    if (l < heap.length && after(s, heap[l]!, heap[worst]!)) worst = l;
    if (r < heap.length && after(s, heap[r]!, heap[worst]!)) worst = r;
    if (worst === at) return;
    [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
    at = worst;
  }
}
