import { type SQL, sql } from 'drizzle-orm';
import type { ProductListResult } from '../../../domain/api/catalog';
import type { ProductListQuery } from '../../../domain/schemas/catalog';
import type { Db } from '../../db/client';
import { BY_NAME, SORTS } from './catalog-orders';
import { type CardRow, cardCountQuery, cardFrom, cardPageQuery, type ProductCard, toProductCard } from './product-card';
import { productSearch } from './product-search';

export type { ProductListResult };

type Page = { rows: CardRow[]; total: number };
const toResult = (page: Page, query: ProductListQuery): ProductListResult => ({
  items: page.rows.map(toProductCard),
  total: page.total,
  page: query.page,
  pageSize: query.pageSize,
});

/**
 * The storefront listing: online products only, filtered, sorted and paginated, in at most three
 * statements whatever the page size. A plain listing walks an index for one page and counts
 * separately (far cheaper than a window count over every product). A search reads every match to
 * rank it, so its total comes with the page (count over()); when the exact search finds nothing,
 * the typo-tolerant one runs.
 */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductListResult> {
  const filters: SQL[] = [];
  // A scalar subquery, so the category index on products can serve the filter.
  if (query.category) {
    // Its slug, its id, or its name reduced the same way ('kits-de-presente' for 'Kits de Presente').
    filters.push(sql`p.category_id = (SELECT id FROM categories WHERE slug = ${query.category} OR id::text = ${query.category}
      OR trim(both '-' from regexp_replace(f_unaccent(lower(name)), '[^a-z0-9]+', '-', 'g')) = ${query.category} ORDER BY slug = ${query.category} DESC LIMIT 1)`);
  }
  if (query.onSale) filters.push(sql`p.on_sale`);
  const offset = (query.page - 1) * query.pageSize;
  const exact = query.search ? productSearch(query.search, 'exact') : null;
  if (!exact) {
    const where = filters.length ? sql.join(filters, sql` AND `) : sql`TRUE`;
    const result = await db.execute<CardRow>(cardPageQuery({ where, orderBy: SORTS[query.sort ?? 'name'], limit: query.pageSize, offset }));
    // A short, non-empty page is the last one: its end is the total, no count needed.
    const last = result.rows.length > 0 && result.rows.length < query.pageSize;
    const total = last ? offset + result.rows.length : await count(db, where);
    return toResult({ rows: result.rows, total }, query);
  }

  // Exact words first; then close words and the same sound; last, words a letter or two away
  // in sound, which costs a look at every name: each form runs only when the one before finds nothing.
  const forms = [exact, productSearch(query.search!, 'typos')!, productSearch(query.search!, 'fuzzy')!];
  const whereOf = (s: typeof exact) => sql.join([...filters, s.where], sql` AND `);
  // A search is ranked by relevance unless the visitor chose an order.
  const orderOf = (s: typeof exact) => (query.sort ? SORTS[query.sort] : sql`(${s.rank}) DESC, ${BY_NAME}`);
  const searchPage = async (s: typeof exact): Promise<Page> => {
    const result = await db.execute<CardRow & { total: string | number }>(
      cardPageQuery({ where: whereOf(s), orderBy: orderOf(s), limit: query.pageSize, offset, withTotal: true }),
    );
    return { rows: result.rows, total: Number(result.rows[0]?.total ?? 0) };
  };

  if (query.page === 1) {
    let page: Page = { rows: [], total: 0 };
    for (const form of forms) {
      page = await searchPage(form);
      if (page.rows.length > 0) break;
    }
    return toResult(page, query);
  }
  // Past page 1 the window may have no row to carry a total: count every form at once, then read
  // the page of the first form that finds anything.
  const totals = await db.execute<{ t0: string | number; t1: string | number; t2: string | number }>(sql`
    SELECT count(*) FILTER (WHERE ${whereOf(forms[0])}) AS t0, count(*) FILTER (WHERE ${whereOf(forms[1])}) AS t1,
      count(*) FILTER (WHERE ${whereOf(forms[2])}) AS t2
    FROM ${cardFrom} WHERE p.available_online`);
  const counts = [totals.rows[0]?.t0, totals.rows[0]?.t1, totals.rows[0]?.t2].map((n) => Number(n ?? 0));
  const chosen = counts.findIndex((n) => n > 0);
  if (chosen < 0) return toResult({ rows: [], total: 0 }, query);
  const page = await searchPage(forms[chosen]!);
  return toResult({ rows: page.rows, total: counts[chosen]! }, query);
}

async function count(db: Db, where: SQL): Promise<number> {
  const result = await db.execute<{ total: string | number }>(cardCountQuery(where));
  return Number(result.rows[0]?.total ?? 0);
}
