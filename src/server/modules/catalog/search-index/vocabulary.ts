import { type Postings, postingsOf } from './bitset';
import { trigramsOf } from './trigrams';

/**
 * One kind of word of the catalogue (of documents, of names, by sound), numbered: each word's
 * products, and which words have each trigram, so that finding the words that contain a typed
 * one looks only at those sharing its rarest three letters instead of at every word.
 */
export type Vocabulary = {
  words: string[];
  postings: Postings[];
  numbers: Map<string, number>;
  /** Each word's trigrams, in order (trigramsOf). */
  trigrams: string[][];
  /** pg_trgm's trigrams (word padded with two spaces before, one after) to the words that have them. */
  byTrigram: Map<string, Int32Array>;
};

/** Words numbered in the map's order (the order they were first seen). */
export function vocabularyOf(size: number, products: Map<string, number[]>): Vocabulary {
  const words = [...products.keys()];
  const lists = new Map<string, number[]>();
  const trigrams = words.map(trigramsOf);
  words.forEach((_, n) => {
    for (const t of trigrams[n]!) {
      const list = lists.get(t);
      if (list) list.push(n);
      else lists.set(t, [n]);
    }
  });
  return {
    words,
    postings: words.map((w) => postingsOf(size, Int32Array.from(products.get(w)!))),
    numbers: new Map(words.map((w, n) => [w, n])),
    trigrams,
    byTrigram: new Map([...lists].map(([t, list]) => [t, Int32Array.from(list)])),
  };
}

/** Calls `visit` with the number of every word that contains `part`. */
export function forEachContaining(vocabulary: Vocabulary, part: string, visit: (n: number) => void) {
  const { words, byTrigram } = vocabulary;
  if (part.length < 3) {
    for (let n = 0; n < words.length; n++) if (words[n]!.includes(part)) visit(n);
    return;
  }
  // A word containing `part` has each of its three-letter pieces: look only at the rarest one's words.
  let fewest: Int32Array | undefined;
  for (let i = 0; i + 3 <= part.length; i++) {
    const list = byTrigram.get(part.slice(i, i + 3));
    if (!list) return;
    if (!fewest || list.length < fewest.length) fewest = list;
  }
  for (const n of fewest!) if (words[n]!.includes(part)) visit(n);
}
