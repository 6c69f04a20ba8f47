// pg_trgm's measures, in memory, for the catalogue search index (decision 033): a word is padded
// with two spaces before and one after, and its trigrams are the 3-letter windows of that.

/** The trigrams of one word, in order, each once. */
export function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) {
    const t = padded.slice(i, i + 3);
    if (!out.includes(t)) out.push(t);
  }
  return out;
}

/**
 * pg_trgm's word_similarity of a typed word against one word of a name: the best, over every run
 * of the name word's trigrams, of common ÷ (typed trigrams + run trigrams − common). 1 when the
 * typed word is the name word or its start ('terc' in 'terco').
 */
export function wordSimilarity(typed: readonly string[], word: string): number {
  return similarityOfTrigrams(new Set(typed), trigramsOf(word));
}

// Where in the name word's trigrams the typed word's are, reused (a search runs without yielding).
let sharedAt = new Int32Array(64);

/**
 * wordSimilarity from both words' trigrams (`theirs` in order), for callers that keep them. The best
 * run starts and ends on a shared trigram (one that doesn't only lengthens the run), so only those
 * runs are scored: the same maximum by the same arithmetic, in (shared trigrams)² steps instead of
 * (their trigrams)² — typo search scores every name word that shares a trigram with the typed one.
 */
export function similarityOfTrigrams(mine: ReadonlySet<string>, theirs: readonly string[]): number {
  if (sharedAt.length < theirs.length) sharedAt = new Int32Array(theirs.length * 2);
  let n = 0;
  for (let i = 0; i < theirs.length; i++) if (mine.has(theirs[i]!)) sharedAt[n++] = i;
  let best = 0;
  for (let a = 0; a < n; a++) {
    for (let b = a; b < n; b++) {
      const common = b - a + 1;
      const score = common / (mine.size + (sharedAt[b]! - sharedAt[a]! + 1) - common);
      if (score > best) best = score;
    }
  }
  return best;
}

// Two rows of the distance table, reused: fuzzy search compares the typed sound with every sound word.
let rows = [new Int32Array(64), new Int32Array(64)];

/** Levenshtein distance when it is at most `max`, else max + 1 (stops as soon as it must exceed it). */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0]!.length <= b.length) rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [prev, row] = rows as [Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prev, row] = [row, prev];
  }
  return Math.min(prev[b.length]!, max + 1);
}
