import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type SearchIndex, type SearchRow, searchIndexBuilder } from './build-search-index';

// Rows per statement while building: one statement up to this many online products, so that a search
// that rebuilds the index in its own request (CATALOG_CACHE_MS=0) stays within 3 statements up to
// 20,000 products (catalog.test.ts). A batch's rows are dropped once added (decision 080).
const BATCH = 20_000;

type Holder = { index: SearchIndex | null; checkedAt: number; refresh: Promise<SearchIndex> | null };
// One index per database, so apps sharing a process (tests) never see each other's catalogue.
const holders = new WeakMap<object, Holder>();

/** The catalogue's search version (migration 0015): changes with every committed catalogue edit. */
async function readVersion(db: Db): Promise<number> {
  const result = await db.execute<{ version: string | number }>(sql`SELECT coalesce(sum(version), 0) AS version FROM catalog_search_version`);
  return Number(result.rows[0]?.version ?? 0);
}

/** The index of the online catalogue, read a batch at a time (a batch's rows are dropped once added). */
async function readIndex(db: Db, version: number): Promise<SearchIndex> {
  const builder = searchIndexBuilder();
  let after = 0;
  for (;;) {
    const batch = await db.execute<SearchRow>(sql`
      SELECT p.id, p.name, p.description, p.keywords, p.category_id, p.on_sale, c.slug AS category_slug, c.name AS category_name
      FROM products p LEFT JOIN categories c ON c.id = p.category_id
      WHERE p.available_online AND p.id > ${after} ORDER BY p.id LIMIT ${BATCH}`);
    builder.add(batch.rows);
    if (batch.rows.length < BATCH) return builder.finish(version);
    after = Number(batch.rows[batch.rows.length - 1]!.id);
  }
}

async function refresh(db: Db, holder: Holder): Promise<SearchIndex> {
  // The version is read before the rows: a change committed in between makes the next check rebuild again.
  const version = await readVersion(db);
  holder.checkedAt = Date.now();
  if (holder.index?.version === version) return holder.index;
  const started = performance.now();
  holder.index = await readIndex(db, version);
  const ms = Math.round(performance.now() - started);
  console.log(JSON.stringify({ level: 'info', msg: 'índice de busca montado', products: holder.index.size, version, ms }));
  return holder.index;
}

/**
 * The search index of the online catalogue, checked against the database's search version at most
 * every `maxAgeMs` (CATALOG_CACHE_MS, like the catalogue's answers) and rebuilt when it changed.
 * With an index in hand and maxAgeMs > 0 the check runs behind the request (the index may be that
 * many ms behind, as the cached answers are); with 0 every search sees every committed change.
 * An index in hand is given as it is, not in a promise (a search then runs in its request's turn).
 */
export function currentSearchIndex(db: Db, maxAgeMs: number): SearchIndex | Promise<SearchIndex> {
  let holder = holders.get(db);
  if (!holder) {
    holder = { index: null, checkedAt: 0, refresh: null };
    holders.set(db, holder);
  }
  const { index } = holder;
  if (maxAgeMs <= 0) {
    const h = holder;
    // Read-your-writes: a refresh already under way may have read the version before this caller's write.
    return h.refresh ? h.refresh.catch(() => {}).then(() => refresh(db, h)) : refresh(db, h);
  }
  if (index && Date.now() - holder.checkedAt < maxAgeMs) return index;
  const h = holder;
  if (!h.refresh) {
    h.refresh = refresh(db, h).finally(() => {
      h.refresh = null;
    });
    // Logged once per refresh; a caller with no index yet also gets the error itself.
    h.refresh.catch((err) => console.error(JSON.stringify({ level: 'error', msg: 'search index refresh failed', error: String(err) })));
  }
  return index ?? h.refresh;
}
