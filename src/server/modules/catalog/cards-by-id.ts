import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parseIntArray } from '../../db/parse-int-array';
import { type CardArena, cardLength, cardOf, dropCard, newCardArena, putCard } from './card-arena';
import { BY_NAME } from './catalog-orders';
import { type CardRow, cardColumns, cardFrom, cardJson, firstImageOf } from './product-card';
import { thenOrNow } from './then-or-now';

// Rows per statement while loading: one statement up to this many online products. Each batch's rows
// are held while it is read: with PGlite and 100,000 products, 5,000 kept
// the server's peak at start ~10 MB lower than 20,000 did (decision 080).
const BATCH = 5_000;
// A change can be missed only if more transactions than this started while one poll ran (see below).
const XID_MARGIN = 1_000_000;
const XID_SPAN = 4_294_967_296n;

/**
 * Every online product's card as JSON, kept in each instance's memory (decisions 035 and 087): in
 * an arena, by product id. `since` is the oldest transaction (xid8) that was still running when the
 * cards were last read: every row written by it or a later one is read again by the next poll.
 */
export type CardStore = { cards: CardArena; since: bigint };
type Holder = { store: CardStore | null; checkedAt: number; refresh: Promise<CardStore> | null };
// One store per database, so apps sharing a process (tests) never see each other's cards.
const holders = new WeakMap<object, Holder>();

type LoadedRow = Partial<CardRow & { name_key: string }> & { since: string };

/**
 * A row's last writer (its 32-bit xmin) written at or after `since` (a 64-bit transaction id), in
 * the epoch of the statement's snapshot (`s.hi`, its xmax); rows untouched since, or frozen, are
 * older. The `age()` test is the cheap part, so the conversion runs only for recently written
 * rows; its margin makes up for transactions started while the scan runs.
 */
const writtenSince = (alias: string, since: bigint): SQL => {
  const xmin = sql.raw(`${alias}.xmin`);
  return sql`(age(${xmin}) <= (SELECT lim FROM s)
    AND (SELECT hi FROM s) - ((((SELECT hi FROM s) % 4294967296) - ${xmin}::text::bigint + 4294967296) % 4294967296) >= ${since.toString()}::bigint)`;
};

/**
 * Every online product's card, in name order (the listing's, on its index): a search's best
 * matches then lie one after another in the arena (decision 087). `rowsPerBatch` rows per statement
 * (tests read a few products in several).
 */
export async function loadCardStore(db: Db, rowsPerBatch = BATCH): Promise<CardStore> {
  const cards = newCardArena();
  let since: bigint | null = null;
  let after: SQL = sql`TRUE`;
  for (;;) {
    const batch = await db.execute<LoadedRow>(sql`SELECT s.since, p.* FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS since) s LEFT JOIN LATERAL (
        SELECT ${cardColumns}, ${firstImageOf('p')} AS image_id, p.name_key FROM ${cardFrom}
        WHERE p.available_online AND ${after} ORDER BY ${BY_NAME} LIMIT ${rowsPerBatch}) p ON TRUE`);
    // The first batch's snapshot is the oldest: changes made while later batches were read are polled again.
    since ??= BigInt(batch.rows[0]!.since);
    const rows = batch.rows.filter((r) => r.id != null) as (CardRow & { name_key: string })[];
    for (const row of rows) putCard(cards, Number(row.id), cardJson(row));
    if (rows.length < rowsPerBatch) return { cards, since };
    const last = rows[rows.length - 1]!;
    after = sql`(p.name_key, p.id) > (${last.name_key}, ${Number(last.id)})`;
  }
}

/**
 * Reads again the cards of the products written since the last poll (a sale, a price, going
 * offline) and of those whose category was (its name is on the card); a product image added,
 * moved or removed touches its product (migration 0017). The first statement's snapshot is the
 * next poll's starting point: a transaction still running then has an id at or after its xmin.
 */
async function poll(db: Db, store: CardStore): Promise<CardStore> {
  // The ids first: one scan of products that reads no card (and stays under the JIT's threshold).
  const changed = await db.execute<{ since: string; ids: number[] | string }>(sql`WITH s AS MATERIALIZED (
      SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS since, pg_snapshot_xmax(pg_current_snapshot())::text::bigint AS hi,
        age(${(store.since % XID_SPAN).toString()}::xid) + ${XID_MARGIN} AS lim)
    SELECT (SELECT since FROM s), ARRAY(SELECT p.id FROM products p WHERE ${writtenSince('p', store.since)}
      UNION SELECT p.id FROM categories c JOIN products p ON p.category_id = c.id WHERE ${writtenSince('c', store.since)}) AS ids`);
  const { since, ids } = changed.rows[0]!;
  const wanted = parseIntArray(ids);
  if (wanted.length > 0) {
    // Read after the ids' snapshot: newer still, and anything newer than it is polled again next time.
    const fresh = new Map((await readCards(db, wanted)).map((row) => [Number(row.id), row]));
    for (const id of wanted) {
      const row = fresh.get(id);
      if (row) putCard(store.cards, id, cardJson(row));
      else dropCard(store.cards, id);
    }
  }
  store.since = BigInt(since);
  return store;
}

/** Reads the cards of `ids` (online products only), in no particular order. */
async function readCards(db: Db, ids: readonly number[]): Promise<CardRow[]> {
  const result = await db.execute<CardRow>(sql`SELECT ${cardColumns}, ${firstImageOf('p')} AS image_id FROM ${cardFrom}
    WHERE p.available_online AND p.id = ANY(${`{${ids.join(',')}}`}::int[])`);
  return result.rows;
}

function holderOf(db: Db): Holder {
  let holder = holders.get(db);
  if (!holder) {
    holder = { store: null, checkedAt: 0, refresh: null };
    holders.set(db, holder);
  }
  return holder;
}

/** Brings the cards up to date now (the first call loads them); what the background check runs. */
export async function refreshCardStore(db: Db): Promise<void> {
  const holder = holderOf(db);
  await holder.refresh?.catch(() => {});
  holder.checkedAt = Date.now();
  holder.store = holder.store ? await poll(db, holder.store) : await loadCardStore(db);
}

/**
 * The card store, checked for changes at most every `maxAgeMs` (CATALOG_CACHE_MS). Under traffic
 * the check runs behind the request, which is answered from the cards as they are (at most
 * 2 × maxAgeMs behind the database); after a quieter spell than that, the request waits for it.
 */
function currentCardStore(db: Db, maxAgeMs: number): CardStore | Promise<CardStore> {
  const h = holderOf(db);
  const age = Date.now() - h.checkedAt;
  if (h.store && age < maxAgeMs) return h.store;
  if (!h.refresh) {
    h.checkedAt = Date.now();
    const current = h.store;
    h.refresh = (current ? poll(db, current) : loadCardStore(db))
      .then((store) => {
        h.store = store;
        return store;
      })
      .finally(() => {
        h.refresh = null;
      });
    // Logged once per refresh; a caller that waits for it also gets the error itself.
    h.refresh.catch((err) => console.error(JSON.stringify({ level: 'error', msg: 'product cards refresh failed', error: String(err) })));
  }
  return h.store && age < 2 * maxAgeMs ? h.store : h.refresh;
}

/** A page's cards: those of `ids` (each in the arena) in that order, or the cards themselves. */
export type PageCards = readonly Uint8Array[] | { arena: CardArena; ids: readonly number[] };

/**
 * The online products' cards of `ids`, in that order, as UTF-8 JSON (cardJson). With `maxAgeMs` > 0 they come from
 * the instance's card store (see currentCardStore for how far behind), at once when it has them all;
 * a product the store has not seen yet (added since its last poll) is read on the spot. With 0
 * every card is read.
 */
export function cardsById(db: Db, ids: readonly number[], maxAgeMs: number): PageCards | Promise<PageCards> {
  if (ids.length === 0) return [];
  if (maxAgeMs <= 0) return readCards(db, ids).then((rows) => inOrder(ids, new Map(rows.map((row) => [Number(row.id), cardJson(row)]))));
  return thenOrNow(currentCardStore(db, maxAgeMs), (store) => cardsFrom(db, store, ids));
}

function cardsFrom(db: Db, { cards }: CardStore, ids: readonly number[]): PageCards | Promise<PageCards> {
  let missing: number[] | null = null;
  for (let i = 0; i < ids.length; i++) {
    if (cardLength(cards, ids[i]!) > 0) continue;
    missing ??= [];
    missing.push(ids[i]!);
  }
  if (missing === null) return { arena: cards, ids };
  return readCards(db, missing).then((rows) => {
    // Kept: a later change to them is polled like any other (their rows were read after `since`).
    for (const row of rows) putCard(cards, Number(row.id), cardJson(row));
    // Views into the arena: bytes once written there are never written again.
    return ids.flatMap((id) => cardOf(cards, id) ?? []);
  });
}

const inOrder = (ids: readonly number[], cards: ReadonlyMap<number, Buffer>) => ids.flatMap((id) => cards.get(id) ?? []);
