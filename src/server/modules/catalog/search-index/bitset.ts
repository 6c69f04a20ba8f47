// Sets of product numbers as bits (32 per Uint32 word): marking a product is one OR, and the words
// of a search meet with one AND per 32 products instead of one check per product (decision 033).

export type Bitset = Uint32Array;

/** How many bits of a 32-bit word are set. */
export function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export const bitsetWords = (size: number) => (size + 31) >>> 5;

export const newBitset = (size: number): Bitset => new Uint32Array(bitsetWords(size));

export function bitsetOf(size: number, products: ArrayLike<number>): Bitset {
  const bits = newBitset(size);
  addList(bits, products);
  return bits;
}

export const has = (bits: Bitset, p: number) => (bits[p >>> 5]! & (1 << (p & 31))) !== 0;

export function addList(bits: Bitset, products: ArrayLike<number>) {
  for (let i = 0; i < products.length; i++) {
    const p = products[i]!;
    bits[p >>> 5]! |= 1 << (p & 31);
  }
}

export function addAll(bits: Bitset, other: Bitset) {
  for (let i = 0; i < bits.length; i++) bits[i]! |= other[i]!;
}

/** Writes the set's products into `out`, ascending; gives how many. */
export function listInto(bits: Bitset, out: Int32Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      out[n++] = (i << 5) + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return n;
}

/**
 * A posting list (products with a word, ascending) and, when it holds more than one product in 64,
 * the same set as bits: adding a common word's tens of thousands of products is then one OR per
 * 32 products. Rare words keep only the list (bits for each would cost size ÷ 8 bytes apiece).
 * Setting products one by one costs about twice an OR per product, so from 1 in 64 the OR is
 * cheaper (at 1 in 32, adding lists was a fifth of an exact search's time at 100,000 products).
 */
export type Postings = { products: Int32Array; bits: Bitset | null };

export function postingsOf(size: number, products: Int32Array): Postings {
  return { products, bits: products.length * 64 >= size ? bitsetOf(size, products) : null };
}

export function addPostings(bits: Bitset, postings: Postings) {
  if (postings.bits) addAll(bits, postings.bits);
  else addList(bits, postings.products);
}

/**
 * A set built up from posting lists, copying only when it must: while it holds one list that has
 * bits of its own, it is those bits, borrowed and never written; the first addition after that
 * copies them into `scratch`. It starts as `empty` (zeros shared by every set of an index).
 * `size` is how many products it holds while that is known without counting (it holds one list,
 * or nothing), else -1: a one-word search then needs no count of its matches (decision 087).
 */
export type GrowingSet = { bits: Bitset; owned: boolean; scratch: Bitset; empty: Bitset; size: number };

export const growingSet = (scratch: Bitset, empty: Bitset): GrowingSet => ({ bits: empty, owned: false, scratch, empty, size: 0 });

function own(set: GrowingSet) {
  if (set.owned) return;
  if (set.bits !== set.empty) set.scratch.set(set.bits);
  set.bits = set.scratch;
  set.owned = true;
}

export function growBy(set: GrowingSet, postings: Postings) {
  const wasEmpty = set.bits === set.empty;
  if (wasEmpty && postings.bits) set.bits = postings.bits;
  else {
    own(set);
    addPostings(set.bits, postings);
  }
  set.size = wasEmpty ? postings.products.length : -1;
}

/** Adds another set's products; borrows its bits only when they are a list's own (they never change). */
export function growBySet(set: GrowingSet, other: GrowingSet) {
  if (other.bits === other.empty) return;
  const wasEmpty = set.bits === set.empty;
  if (wasEmpty && !other.owned) set.bits = other.bits;
  else {
    own(set);
    addAll(set.bits, other.bits);
  }
  set.size = wasEmpty ? other.size : -1;
}

/** Back to empty, clearing the scratch if it was written. */
export function emptySet(set: GrowingSet) {
  if (set.owned) set.scratch.fill(0);
  set.bits = set.empty;
  set.owned = false;
  set.size = 0;
}
