import { describe, expect, it } from 'vitest';
import { batches } from './batches';

describe('batches', () => {
  it('cuts the items in order into batches of at most the size, the last one shorter', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('gives no batch for no items', () => {
    expect(batches([], 500)).toEqual([]);
  });
});
