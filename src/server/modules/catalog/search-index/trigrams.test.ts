import { describe, expect, it } from 'vitest';
import { editDistanceWithin, trigramsOf, wordSimilarity } from './trigrams';

describe('trigrams', () => {
  it('pads a word as pg_trgm does', () => {
    expect(trigramsOf('cat')).toEqual(['  c', ' ca', 'cat', 'at ']);
  });

  it.each([
    ['terco', 'terco', 1],
    ['terc', 'terco', 0.8],
    ['word', 'words', 0.8],
    ['tercoo', 'terco', 5 / 7],
    ['crusifixo', 'crucifixo', 7 / 13],
    ['bilbia', 'biblia', 2 / 7],
    ['xyz', 'terco', 0],
  ])('word_similarity(%s, %s) = %d, as pg_trgm says', (typed, word, expected) => {
    expect(wordSimilarity(trigramsOf(typed), word)).toBeCloseTo(expected, 5);
  });

  it.each([
    ['bendo', 'bento', 2, 1],
    ['biblia', 'bilbia', 2, 2],
    ['kitten', 'sitting', 3, 3],
    ['abc', 'xyzw', 1, 2],
    ['same', 'same', 0, 0],
  ])('edit distance %s → %s within %d is %d', (a, b, max, expected) => {
    expect(editDistanceWithin(a, b, max)).toBe(expected);
  });
});
