import { type SQL, sql } from 'drizzle-orm';
import type { HomeData } from '../../../domain/api/catalog';
import type { Db } from '../../db/client';
import { BEST_SELLERS, NEWEST } from './catalog-orders';
import { listCategories } from './list-categories';
import { type CardRow, cardColumns, cardFrom, firstImageOf, toProductCard } from './product-card';

export type { HomeData };

const SECTIONS = ['featured', 'newest', 'bestSellers'] as const;

/** The home page's three product sections in one statement, plus the categories. */
export async function getHome(db: Db): Promise<HomeData> {
  const section = (name: (typeof SECTIONS)[number], where: SQL, orderBy: SQL, limit: number) =>
    sql`(SELECT ${name}::text AS section, row_number() OVER (ORDER BY ${orderBy}) AS ord, ${cardColumns}
        FROM ${cardFrom} WHERE p.available_online AND ${where} ORDER BY ${orderBy} LIMIT ${limit})`;
  const rows = await db.execute<CardRow & { section: (typeof SECTIONS)[number] }>(sql`
    WITH picked AS (
      -- A sold-out product would make a poor large tile: featured ones in stock come first.
      ${section('featured', sql`p.featured`, sql`(p.stock > 0) DESC, p.units_sold DESC, p.rating DESC, p.id`, 4)}
      UNION ALL
      ${section('newest', sql`TRUE`, NEWEST, 6)}
      UNION ALL
      ${section('bestSellers', sql`TRUE`, BEST_SELLERS, 6)}
    )
    SELECT picked.*, ${firstImageOf('picked')} AS image_id FROM picked ORDER BY picked.section, picked.ord`);
  const categories = await listCategories(db);
  const pick = (name: (typeof SECTIONS)[number]) => rows.rows.filter((r) => r.section === name).map(toProductCard);
  return { featured: pick('featured'), newest: pick('newest'), bestSellers: pick('bestSellers'), categories };
}
