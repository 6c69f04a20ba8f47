import { type SQL, sql } from 'drizzle-orm';
import type { ProductSort } from '../../../domain/catalog';
import type { ProductListQuery } from '../../../domain/schemas/catalog';
import type { Db } from '../../db/client';
import { cardListLength, writeCardList } from './card-arena';
import { cardsById, type PageCards } from './cards-by-id';
import { SORTS } from './catalog-orders';
import { type CardRow, cardCountQuery, cardJson, cardPageQuery } from './product-card';
import { searchWords } from './product-search';
import type { SearchIndex } from './search-index/build-search-index';
import { currentSearchIndex } from './search-index/current-search-index';
import { findInIndex } from './search-index/find-in-index';
import { thenOrNow } from './then-or-now';

const HEAD = Buffer.from('{"items":[');
const COMMA = 0x2c;

/**
 * A ProductListResult (domain/api/catalog) as UTF-8 JSON, its cards already written (cardJson):
 * the same bytes as JSON.stringify of { items, total, page, pageSize }. Written into one buffer
 * sized first: Buffer.concat over the cards and their commas was an eighth of a search request's
 * CPU at 100,000 products (its per-part checks and copies through the C++ binding), twice this.
 * Cards in the card store are copied from its arena, runs of neighbours at once (decision 087).
 */
export function productListJson(cards: PageCards, total: number, query: Pick<ProductListQuery, 'page' | 'pageSize'>): Buffer {
  // ASCII: its length in characters is its length in bytes, written straight into the page.
  const tail = `],"total":${total},"page":${query.page},"pageSize":${query.pageSize}}`;
  const inArena = 'arena' in cards;
  let length = HEAD.length + tail.length;
  if (inArena) length += cardListLength(cards.arena, cards.ids);
  else {
    length += Math.max(0, cards.length - 1);
    for (const card of cards) length += card.length;
  }
  const out = Buffer.allocUnsafe(length);
  out.set(HEAD, 0);
  let at = HEAD.length;
  if (inArena) at = writeCardList(cards.arena, cards.ids, out, at);
  else {
    for (let i = 0; i < cards.length; i++) {
      if (i > 0) out[at++] = COMMA;
      const card = cards[i]!;
      out.set(card, at);
      at += card.length;
    }
  }
  out.write(tail, at, 'latin1');
  return out;
}

/**
 * The storefront listing: online products only, filtered, sorted and paginated, in at most three
 * statements whatever the page size. A plain listing walks an index for one page and counts
 * separately (far cheaper than a window count over every product). A search finds and ranks its
 * matches in the in-memory search index (decision 033) and takes the page's cards from the
 * instance's card store (decision 035); `searchMaxAgeMs` is how far behind the database both may be
 * (CATALOG_CACHE_MS). Answers the JSON of a ProductListResult: at once when the search's index and
 * cards are in memory (no promise on the way, decision 086), else when the database has answered.
 */
export function listProductsJson(db: Db, query: ProductListQuery, searchMaxAgeMs: number): Buffer | Promise<Buffer> {
  const words = query.search ? searchWords(query.search) : [];
  if (words.length === 0) return listJson(db, query);
  return thenOrNow(currentSearchIndex(db, searchMaxAgeMs), (index) => searchJson(db, index, words, query, searchMaxAgeMs));
}

function searchJson(db: Db, index: SearchIndex, words: string[], query: ProductListQuery, maxAgeMs: number): Buffer | Promise<Buffer> {
  const offset = (query.page - 1) * query.pageSize;
  // Ranked by relevance, the index cuts the page; with a sort the visitor chose, the database orders every match.
  const range = query.sort ? undefined : { offset, limit: query.pageSize };
  const { total, ids } = findInIndex(index, words, { category: query.category, onSale: query.onSale }, range);
  if (ids.length === 0) return productListJson([], total, query);
  if (query.sort) return sortedPage(db, ids, query.sort, query.pageSize, offset).then((cards) => productListJson(cards, total, query));
  return thenOrNow(cardsById(db, ids, maxAgeMs), (cards) => productListJson(cards, total, query));
}

async function listJson(db: Db, query: ProductListQuery): Promise<Buffer> {
  const offset = (query.page - 1) * query.pageSize;
  const filters: SQL[] = [];
  // A scalar subquery, so the category index on products can serve the filter.
  if (query.category) {
    // Its slug, its id, or its name reduced the same way ('kits-de-presente' for 'Kits de Presente').
    filters.push(sql`p.category_id = (SELECT id FROM categories WHERE slug = ${query.category} OR id::text = ${query.category}
      OR trim(both '-' from regexp_replace(f_unaccent(lower(name)), '[^a-z0-9]+', '-', 'g')) = ${query.category} ORDER BY slug = ${query.category} DESC LIMIT 1)`);
  }
  if (query.onSale) filters.push(sql`p.on_sale`);
  const where = filters.length ? sql.join(filters, sql` AND `) : sql`TRUE`;
  const result = await db.execute<CardRow>(cardPageQuery({ where, orderBy: SORTS[query.sort ?? 'name'], limit: query.pageSize, offset }));
  // A short, non-empty page is the last one: its end is the total, no count needed.
  const last = result.rows.length > 0 && result.rows.length < query.pageSize;
  const total = last ? offset + result.rows.length : await count(db, where);
  return productListJson(result.rows.map(cardJson), total, query);
}

/** The cards of a search's matches `wanted` ordered by the visitor's choice (`query.sort`) and paged by the database. */
async function sortedPage(db: Db, wanted: number[], sort: ProductSort, limit: number, offset: number): Promise<Buffer[]> {
  const ids = sql`${`{${wanted.join(',')}}`}::int[]`;
  const result = await db.execute<CardRow>(cardPageQuery({ where: sql`p.id = ANY(${ids})`, orderBy: SORTS[sort], limit, offset }));
  return result.rows.map(cardJson);
}

async function count(db: Db, where: SQL): Promise<number> {
  const result = await db.execute<{ total: string | number }>(cardCountQuery(where));
  return Number(result.rows[0]?.total ?? 0);
}
