import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '@/domain/catalog';
import { productImageUrl } from '@/domain/product-image';
import type { Db } from '@/server/db/client';
import { categories, favorites, products, user } from '@/server/db/schema';
import { SORTS } from '@/server/modules/catalog/catalog-orders';
import { type CardRow, cardPageQuery, toProductCard } from '@/server/modules/catalog/product-card';
import { listFavorites } from '@/server/modules/favorites/list-favorites';
import { setUpTestApp } from '../support/test-app';

// The lists that stay raw SQL for speed (decision 045) answer what a typed select of the same rows
// answers, so their hand-written row types and mappers are checked against the schema here.

const p = alias(products, 'p');
const c = alias(categories, 'c');

/** A product card read through a typed select (the same aliases, so the raw filters and orders apply). */
function typedCards(db: Db) {
  return db
    .select({
      id: p.id,
      name: p.name,
      priceCents: p.priceCents,
      listPriceCents: p.listPriceCents,
      stock: p.stock,
      minStock: p.minStock,
      featured: p.featured,
      onSale: p.onSale,
      rating: p.rating,
      reviewCount: p.reviewCount,
      category: { slug: c.slug, name: c.name },
      imageId: sql<number | null>`(SELECT pi.id FROM product_images pi WHERE pi.product_id = ${p.id} ORDER BY pi.position, pi.id LIMIT 1)`,
    })
    .from(p)
    .leftJoin(c, eq(c.id, p.categoryId))
    .$dynamic();
}

type TypedCard = Awaited<ReturnType<typeof typedCards>>[number];
const typedCard = ({ imageId, rating, ...r }: TypedCard) => ({
  ...r,
  rating: Math.round(rating * 10) / 10,
  category: r.category && { slug: r.category.slug, name: r.category.name },
  imageUrl: productImageUrl(r.id, imageId, 'card'),
});

const t = setUpTestApp({ history: true });

describe('raw lists kept for speed read the rows a typed select reads', () => {
  it('storefront pages of cards (cardPageQuery): every sort, two pages, a filter', async () => {
    const db = t.ctx.database.db;
    const filters: SQL[] = [sql`TRUE`, sql`p.on_sale`, sql`p.category_id = (SELECT min(id) FROM categories)`];
    let compared = 0;
    for (const sort of PRODUCT_SORTS)
      for (const where of filters)
        for (const offset of [0, 24]) {
          const raw = await db.execute<CardRow>(cardPageQuery({ where, orderBy: SORTS[sort], limit: 24, offset }));
          const typed = await typedCards(db).where(and(p.availableOnline, where)).orderBy(SORTS[sort]).limit(24).offset(offset);
          expect(raw.rows.map(toProductCard)).toEqual(typed.map(typedCard));
          compared += raw.rows.length;
        }
    expect(compared).toBeGreaterThan(100);
  });

  it('a customer’s favourites (listFavorites)', async () => {
    const db = t.ctx.database.db;
    const [customer] = await db.select({ id: user.id }).from(user).where(eq(user.role, 'customer')).limit(1);
    const chosen = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(12);
    // Added a minute apart, so the newest-first order is decided by the time, not the tie-break.
    await db.insert(favorites).values(chosen.map((row, i) => ({ userId: customer!.id, productId: row.id, createdAt: new Date(Date.UTC(2026, 10, 1, 12, i)) })));
    await db.update(products).set({ availableOnline: false }).where(eq(products.id, chosen[3]!.id));
    const typed = await typedCards(db)
      .innerJoin(favorites, eq(favorites.productId, p.id))
      .where(and(eq(favorites.userId, customer!.id), p.availableOnline))
      .orderBy(desc(favorites.createdAt), p.id);
    const raw = await listFavorites(db, customer!.id);
    expect(raw).toHaveLength(11);
    expect(raw).toEqual(typed.map(typedCard));
  });
});
