import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardLength, cardListLength, cardOf, dropCard, newCardArena, putCard, writeCardList } from './card-arena';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (b: Uint8Array | undefined) => (b === undefined ? undefined : new TextDecoder().decode(b));
/** The cards of `ids` as a JSON list's items, through writeCardList into a buffer sized by cardListLength. */
function listOf(arena: ReturnType<typeof newCardArena>, ids: number[]): string {
  const out = new Uint8Array(cardListLength(arena, ids) + 2);
  out[0] = 0x5b;
  const end = writeCardList(arena, ids, out, 1);
  expect(end).toBe(out.length - 1);
  out[end] = 0x5d;
  return new TextDecoder().decode(out);
}

describe('the card arena (decision 087)', () => {
  it('holds, replaces and forgets cards by product id like a map, and lists any of them in any order', () => {
    const op = fc.oneof(
      fc.record({ put: fc.integer({ min: 0, max: 1500 }), card: fc.string({ minLength: 1, maxLength: 40 }) }),
      fc.record({ drop: fc.integer({ min: 0, max: 1500 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), fc.array(fc.nat(), { maxLength: 30 }), (ops, picks) => {
        const arena = newCardArena();
        const model = new Map<number, string>();
        for (const o of ops) {
          if ('put' in o) {
            const card = JSON.stringify({ c: o.card });
            putCard(arena, o.put, bytes(card));
            model.set(o.put, card);
          } else {
            dropCard(arena, o.drop);
            model.delete(o.drop);
          }
        }
        // Ids past 1024 make the arena's arrays grow.
        const every = Array.from({ length: 1502 }, (_, id) => id);
        expect(every.map((id) => text(cardOf(arena, id)))).toEqual(every.map((id) => model.get(id)));
        expect(every.map((id) => cardLength(arena, id))).toEqual(every.map((id) => (model.has(id) ? bytes(model.get(id)!).length : 0)));
        const held = [...model.keys()];
        if (held.length === 0) return;
        const ids = picks.map((n) => held[n % held.length]!);
        expect(listOf(arena, ids)).toBe(`[${ids.map((id) => model.get(id)).join(',')}]`);
      }),
      { numRuns: 100 },
    );
  });

  it('copies neighbours in one go and still lists cards apart, repeated or reversed', () => {
    const arena = newCardArena();
    const cards = ['{"a":1}', '{"b":"ção"}', '{"c":[3]}', '{"d":4}'];
    for (const [id, card] of cards.entries()) putCard(arena, id + 10, bytes(card));
    expect(listOf(arena, [10, 11, 12, 13])).toBe(`[${cards.join(',')}]`);
    expect(listOf(arena, [13, 12, 11, 10])).toBe(`[${[...cards].reverse().join(',')}]`);
    expect(listOf(arena, [11, 11, 13])).toBe(`[${cards[1]},${cards[1]},${cards[3]}]`);
    expect(listOf(arena, [12])).toBe(`[${cards[2]}]`);
    expect(listOf(arena, [])).toBe('[]');
    // Rewritten, a card moves after the others: the run breaks there and the list is still right.
    putCard(arena, 11, bytes('{"b":"novo"}'));
    expect(listOf(arena, [10, 11, 12])).toBe('[{"a":1},{"b":"novo"},{"c":[3]}]');
  });

  it('never joins cards of two segments that happen to sit at neighbouring offsets', () => {
    const arena = newCardArena();
    const card = (id: number) => JSON.stringify({ id: String(id).padStart(6, '0'), pad: 'y'.repeat(500) });
    // Equal cards fill segment after segment: the second segment's nth card sits where the first segment's nth does.
    for (let id = 0; id < 5000; id++) putCard(arena, id, bytes(card(id)));
    const [a, b] = [0, 1].map((n) => Array.from({ length: 5000 }, (_, id) => id).filter((id) => arena.segment[id] === n));
    const ids = [a![0]!, b![1]!];
    expect(arena.offset[ids[1]!]).toBe(arena.offset[ids[0]!]! + card(ids[0]!).length + 1);
    expect(listOf(arena, ids)).toBe(`[${card(ids[0]!)},${card(ids[1]!)}]`);
  });

  it('keeps a card longer than a segment in one of its own, and those around it', () => {
    const arena = newCardArena();
    const long = `{"x":"${'é'.repeat(700_000)}"}`;
    putCard(arena, 1, bytes('{"before":1}'));
    putCard(arena, 2, bytes(long));
    putCard(arena, 3, bytes('{"after":3}'));
    expect(text(cardOf(arena, 2))).toBe(long);
    expect(listOf(arena, [1, 2, 3])).toBe(`[{"before":1},${long},{"after":3}]`);
  });

  it('copies the live cards into new segments once rewrites leave more behind than they hold, in the order they lay', () => {
    const arena = newCardArena();
    const card = (id: number, round: number) => JSON.stringify({ id, round, pad: 'x'.repeat(400) });
    // Laid in reverse id order (as a name order may be), then one card rewritten over and over.
    for (let id = 999; id >= 0; id--) putCard(arena, id, bytes(card(id, 0)));
    const first = arena.segments[0];
    for (let round = 1; round <= 12_000; round++) putCard(arena, 5000, bytes(card(5000, round)));
    expect(arena.segments[0]).not.toBe(first);
    expect(arena.deadBytes).toBeLessThanOrEqual(Math.max(arena.liveBytes, 4 << 20));
    expect(arena.segments.length).toBeLessThanOrEqual(6);
    for (let id = 0; id < 1000; id++) expect(text(cardOf(arena, id))).toBe(card(id, 0));
    expect(text(cardOf(arena, 5000))).toBe(card(5000, 12_000));
    // Still in the order they lay: 203, 202, 201, 200 follow one another.
    const run = [203, 202, 201, 200];
    expect(run.map((id) => arena.segment[id])).toEqual(run.map(() => arena.segment[203]));
    expect(run.map((id, i) => (i === 0 ? 0 : arena.offset[id]! - arena.offset[run[i - 1]!]!))).toEqual([
      0,
      ...run.slice(1).map((id) => card(id, 0).length + 1),
    ]);
    expect(listOf(arena, run)).toBe(`[${run.map((id) => card(id, 0)).join(',')}]`);
  });

  it('refuses an empty card or an id that is not a whole number ≥ 0', () => {
    const arena = newCardArena();
    expect(() => putCard(arena, 1, new Uint8Array(0))).toThrow(RangeError);
    expect(() => putCard(arena, -1, bytes('{}'))).toThrow(RangeError);
    expect(() => putCard(arena, 1.5, bytes('{}'))).toThrow(RangeError);
    expect(cardLength(arena, 1)).toBe(0);
  });
});
