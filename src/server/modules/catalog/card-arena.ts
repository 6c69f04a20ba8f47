// The storefront's cards (cardJson) back to back in a few large buffers, found by product id
// (decision 087). One Buffer per card made every card a JavaScript object, an ArrayBuffer and a
// malloc'd block of its own: with 100,000 products a search page's 12–48 cards were as many hash
// lookups and reads scattered over 45 MB, and the collector traced 100,000 more objects. Here a
// card is three numbers in typed arrays and its bytes in a segment, each followed by a comma, so
// that cards lying one after another are copied into a page at once, commas and all: loaded in
// name order, a search's best matches (names starting with the word, in name order) mostly do.

/** Segments are this big; a card longer than that gets a segment of its own. */
const SEGMENT_BYTES = 1 << 20;
/** Rewritten and dropped cards leave their bytes behind until the live cards are copied into new segments. */
const DEAD_BYTES_TOLERATED = 4 * SEGMENT_BYTES;
const COMMA = 0x2c;

export type CardArena = {
  /** Plain Uint8Arrays: a Buffer's subarray() runs Buffer's own constructor, several times the cost of a Uint8Array's. */
  segments: Uint8Array[];
  /** Bytes written in the last segment. */
  used: number;
  /** By product id: the segment and offset of its card and its length without the comma (0: none). */
  segment: Int32Array;
  offset: Int32Array;
  length: Int32Array;
  /** Bytes of the cards held, and of cards replaced or dropped still in the segments (commas included). */
  liveBytes: number;
  deadBytes: number;
};

export const newCardArena = (): CardArena => ({
  segments: [],
  used: 0,
  segment: new Int32Array(1024),
  offset: new Int32Array(1024),
  length: new Int32Array(1024),
  liveBytes: 0,
  deadBytes: 0,
});

/** The length of product `id`'s card, 0 when the arena has none. */
export const cardLength = (arena: CardArena, id: number): number => (id >= 0 && id < arena.length.length ? arena.length[id]! : 0);

/** Product `id`'s card as a view into the arena, or undefined: bytes written there are never written again, so a view stays whole. */
export function cardOf(arena: CardArena, id: number): Uint8Array | undefined {
  const length = cardLength(arena, id);
  if (length === 0) return undefined;
  const offset = arena.offset[id]!;
  return arena.segments[arena.segment[id]!]!.subarray(offset, offset + length);
}

/** How many bytes the cards of `ids` (each in the arena) take as a JSON list's items: commas between them. */
export function cardListLength(arena: CardArena, ids: readonly number[]): number {
  let bytes = Math.max(0, ids.length - 1);
  for (let i = 0; i < ids.length; i++) bytes += arena.length[ids[i]!]!;
  return bytes;
}

/**
 * Writes the cards of `ids` (each in the arena) into `out` from `at`, separated by commas; gives
 * where they end. A run of cards lying one after another in the arena is one copy.
 */
export function writeCardList(arena: CardArena, ids: readonly number[], out: Uint8Array, at: number): number {
  if (ids.length === 0) return at;
  const { segments, segment, offset, length } = arena;
  let runSegment = segment[ids[0]!]!;
  let runFrom = offset[ids[0]!]!;
  let runTo = runFrom + length[ids[0]!]! + 1;
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i]!;
    const s = segment[id]!;
    const o = offset[id]!;
    if (s === runSegment && o === runTo) {
      runTo = o + length[id]! + 1;
      continue;
    }
    out.set(segments[runSegment]!.subarray(runFrom, runTo), at);
    at += runTo - runFrom;
    runSegment = s;
    runFrom = o;
    runTo = o + length[id]! + 1;
  }
  // The last card's comma is left out.
  out.set(segments[runSegment]!.subarray(runFrom, runTo - 1), at);
  return at + runTo - 1 - runFrom;
}

function roomFor(arena: CardArena, id: number) {
  if (id < arena.length.length) return;
  let size = arena.length.length;
  while (size <= id) size *= 2;
  const grown = (from: Int32Array) => {
    const to = new Int32Array(size);
    to.set(from);
    return to;
  };
  arena.segment = grown(arena.segment);
  arena.offset = grown(arena.offset);
  arena.length = grown(arena.length);
}

function append(arena: CardArena, id: number, card: Uint8Array) {
  const bytes = card.length + 1;
  if (arena.segments.length === 0 || arena.used + bytes > SEGMENT_BYTES) {
    // Zeroed by mapping fresh pages: only those written in become resident.
    arena.segments.push(new Uint8Array(Math.max(SEGMENT_BYTES, bytes)));
    arena.used = 0;
  }
  const s = arena.segments.length - 1;
  arena.segments[s]!.set(card, arena.used);
  arena.segments[s]![arena.used + card.length] = COMMA;
  arena.segment[id] = s;
  arena.offset[id] = arena.used;
  arena.length[id] = card.length;
  arena.used += bytes;
}

/** Holds `card` (a JSON object's bytes, not empty) as product `id`'s, in place of any it had, after the cards already held. */
export function putCard(arena: CardArena, id: number, card: Uint8Array) {
  if (!Number.isInteger(id) || id < 0) throw new RangeError(`product id ${id}`);
  if (card.length === 0) throw new RangeError('empty card');
  roomFor(arena, id);
  dropCard(arena, id);
  append(arena, id, card);
  arena.liveBytes += card.length + 1;
  compactIfWasteful(arena);
}

/** Forgets product `id`'s card, if it had one. */
export function dropCard(arena: CardArena, id: number) {
  const length = cardLength(arena, id);
  if (length === 0) return;
  arena.length[id] = 0;
  arena.liveBytes -= length + 1;
  arena.deadBytes += length + 1;
}

/**
 * Once the bytes left behind outweigh the live cards (and a few segments), the live cards are
 * copied into new segments in the order they lay (load order, then rewrites): views handed out
 * earlier keep the old segments alive until dropped.
 */
function compactIfWasteful(arena: CardArena) {
  if (arena.deadBytes <= DEAD_BYTES_TOLERATED || arena.deadBytes <= arena.liveBytes) return;
  const { segments, segment, offset, length } = arena;
  const live: number[] = [];
  for (let id = 0; id < length.length; id++) if (length[id]! > 0) live.push(id);
  live.sort((a, b) => segment[a]! - segment[b]! || offset[a]! - offset[b]!);
  const cards = live.map((id) => segments[segment[id]!]!.subarray(offset[id]!, offset[id]! + length[id]!));
  arena.segments = [];
  arena.used = 0;
  arena.deadBytes = 0;
  for (const [i, id] of live.entries()) append(arena, id, cards[i]!);
}
