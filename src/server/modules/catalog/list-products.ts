import { type SQL, sql } from 'drizzle-orm';
import type { ProductListQuery } from '../../../domain/schemas/catalog';
import type { Db } from '../../db/client';
import { type CardRow, cardCountQuery, cardFrom, cardPageQuery, type ProductCard, toProductCard } from './product-card';
import { BY_NAME, SORTS } from './catalog-orders';
import { productSearch } from './product-search';
import type { ProductListResult } from '../../../domain/api/catalog';
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

  const typos = productSearch(query.search!, 'typos')!;
  const whereOf = (s: typeof exact) => sql.join([...filters, s.where], sql` AND `);
  // A search is ranked by relevance unless the visitor chose an order.
  const orderOf = (s: typeof exact) => (query.sort ? SORTS[query.sort] : sql`(${s.rank}) DESC, ${BY_NAME}`);
  const searchPage = async (s: typeof exact): Promise<Page> => {
    const result = await db.execute<CardRow & { total: string | number }>(
      cardPageQuery({ where: whereOf(s), orderBy: orderOf(s), limit: query.pageSize, offset, withTotal: true }),
    );
    return { rows: result.rows, total: Number(result.rows[0]?.total ?? 0) };
  };

  const first = await searchPage(exact);
  if (first.rows.length > 0) return toResult(first, query);
  if (query.page === 1) return toResult(await searchPage(typos), query);
  // Past the last page the window has no row to carry a total: count both forms at once.
  const totals = await db.execute<{ exact: string | number; typos: string | number }>(sql`
    SELECT count(*) FILTER (WHERE ${whereOf(exact)}) AS exact, count(*) FILTER (WHERE ${whereOf(typos)}) AS typos
    FROM ${cardFrom} WHERE p.available_online`);
  const exactTotal = Number(totals.rows[0]?.exact ?? 0);
  const typosTotal = Number(totals.rows[0]?.typos ?? 0);
  if (exactTotal > 0 || typosTotal === 0) return toResult({ rows: [], total: exactTotal }, query);
  const fuzzy = await searchPage(typos);
  return toResult({ rows: fuzzy.rows, total: typosTotal }, query);
}

async function count(db: Db, where: SQL): Promise<number> {
  const result = await db.execute<{ total: string | number }>(cardCountQuery(where));
  return Number(result.rows[0]?.total ?? 0);
}
