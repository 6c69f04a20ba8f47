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
  /** Each word's trigrams, in order (trigramsOf). */
  trigrams: string[][];
  /** pg_trgm's trigrams (word padded with two spaces before, one after) to the words that have them. */
  byTrigram: Map<string, Int32Array>;
};

/**
 * A vocabulary of `words` (numbered by position) whose products are `lists[n]`, each ascending
 * (views into one buffer, as searchIndexBuilder gives them).
 */
export function vocabularyOf(size: number, words: string[], lists: readonly Int32Array[]): Vocabulary {
  const byTrigram = new Map<string, number[]>();
  const trigrams = words.map(trigramsOf);
  words.forEach((_, n) => {
    for (const t of trigrams[n]!) {
      const list = byTrigram.get(t);
      if (list) list.push(n);
      else byTrigram.set(t, [n]);
    }
  });
  return {
    words,
    postings: lists.map((list) => postingsOf(size, list)),
    trigrams,
    byTrigram: new Map([...byTrigram].map(([t, list]) => [t, Int32Array.from(list)])),
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
