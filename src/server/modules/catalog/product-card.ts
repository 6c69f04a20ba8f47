import { type SQL, sql } from 'drizzle-orm';
import type { ProductCard } from '../../../domain/api/catalog';
import { productImageUrl } from '../../../domain/product-image';

export type { ProductCard };

/** The columns cardColumns selects, as the drivers return them (bigint counts may come as strings). */
export type CardRow = {
  id: number;
  name: string;
  price_cents: number;
  list_price_cents: number | null;
  stock: number;
  min_stock: number;
  featured: boolean;
  on_sale: boolean;
  rating: number;
  review_count: number;
  category_slug: string | null;
  category_name: string | null;
  image_id: number | null;
};

/** Card columns of `products p LEFT JOIN categories c` (the image id is added by withFirstImage). */
export const cardColumns = sql`p.id, p.name, p.price_cents, p.list_price_cents, p.stock, p.min_stock, p.featured,
  p.on_sale, p.rating, p.review_count, c.slug AS category_slug, c.name AS category_name`;

export const cardFrom = sql`products p LEFT JOIN categories c ON c.id = p.category_id`;

/**
 * Adds each row's first image id to an already limited set of rows (`page`), so the image lookup
 * runs for the rows shown only, never for every product that matched.
 */
export const firstImageOf = (alias: string) =>
  sql.raw(`(SELECT pi.id FROM product_images pi WHERE pi.product_id = ${alias}.id ORDER BY pi.position, pi.id LIMIT 1)`);

export function toProductCard(row: CardRow): ProductCard {
  const id = Number(row.id);
  return {
    id,
    name: row.name,
    priceCents: Number(row.price_cents),
    listPriceCents: row.list_price_cents == null ? null : Number(row.list_price_cents),
    stock: Number(row.stock),
    minStock: Number(row.min_stock),
    featured: Boolean(row.featured),
    onSale: Boolean(row.on_sale),
    // real columns come back as 4.900000095367432; one decimal is what a rating has.
    rating: Math.round(Number(row.rating) * 10) / 10,
    reviewCount: Number(row.review_count),
    category: row.category_slug ? { slug: row.category_slug, name: row.category_name ?? '' } : null,
    imageUrl: productImageUrl(id, row.image_id == null ? null : Number(row.image_id), 'card'),
  };
}

/**
 * A card as the UTF-8 JSON the API answers with: written once per card read and reused by every
 * page that shows it, so a page is its cards' bytes put together (no JSON, no encoding per request).
 */
export const cardJson = (row: CardRow): Buffer => Buffer.from(JSON.stringify(toProductCard(row)));

/**
 * One page of online products as cards. The image lookup sits in the select list, which
 * PostgreSQL evaluates after ORDER BY … LIMIT, so it runs for the rows shown only. With
 * `withTotal` each row also carries the number of rows that matched (worth it when every match is
 * read anyway, as when ranking a search; a plain listing is cheaper with a separate count).
 *
 * Raw SQL for speed (decision 045): its ORDER BYs match the catalogue indexes column for column and the
 * cards are written once as JSON bytes; tests/integration/raw-vs-typed.test.ts checks its rows against a typed select.
 */
export function cardPageQuery(opts: { where: SQL; orderBy: SQL; limit: number; offset?: number; withTotal?: boolean }): SQL {
  return sql`SELECT ${cardColumns}, ${firstImageOf('p')} AS image_id${opts.withTotal ? sql`, count(*) OVER () AS total` : sql``}
    FROM ${cardFrom}
    WHERE p.available_online AND ${opts.where}
    ORDER BY ${opts.orderBy}
    LIMIT ${opts.limit} OFFSET ${opts.offset ?? 0}`;
}

/** How many online products match `where` (same FROM as cardPageQuery). */
export function cardCountQuery(where: SQL): SQL {
  return sql`SELECT count(*) AS total FROM ${cardFrom} WHERE p.available_online AND ${where}`;
}
