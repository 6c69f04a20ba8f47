import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CardRow, cardColumns, cardFrom, firstImageOf } from './product-card';

type Entry = { row: CardRow; at: number };
// One cache per database, so apps sharing a process (tests) never see each other's cards.
const caches = new WeakMap<object, Map<number, Entry>>();
const MAX_CARDS = 20_000;

/**
 * The online products' cards of `ids`, in that order. A card read less than `maxAgeMs` ago
 * (CATALOG_CACHE_MS, the same staleness the listing's cached answers have) is reused, so a search
 * page reads from the database only the cards it has not shown lately; 0 reads every one.
 */
export async function cardsById(db: Db, ids: readonly number[], maxAgeMs: number): Promise<CardRow[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const fresh = (id: number) => {
    const entry = cache.get(id);
    return entry && now - entry.at < maxAgeMs ? entry.row : undefined;
  };
  const missing = maxAgeMs > 0 ? ids.filter((id) => !fresh(id)) : ids;
  const read = new Map<number, CardRow>();
  if (missing.length > 0) {
    const result = await db.execute<CardRow>(sql`SELECT ${cardColumns}, ${firstImageOf('p')} AS image_id FROM ${cardFrom}
      WHERE p.available_online AND p.id = ANY(${`{${missing.join(',')}}`}::int[])`);
    for (const row of result.rows) read.set(Number(row.id), row);
    if (maxAgeMs > 0) {
      for (const id of missing) {
        cache.delete(id);
        const row = read.get(id);
        if (row) cache.set(id, { row, at: now });
      }
      // Oldest first out: a Map keeps the order in which its keys were set.
      for (const id of cache.keys()) {
        if (cache.size <= MAX_CARDS) break;
        cache.delete(id);
      }
    }
  }
  return ids.flatMap((id) => read.get(id) ?? fresh(id) ?? []);
}
