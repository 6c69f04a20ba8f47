import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { ProductCard, ProductListResult } from '@/domain/api/catalog';
import { productListQuerySchema } from '@/domain/schemas/catalog';
import { categories, productImages, products } from '@/server/db/schema';
import { cardOf as cardOfArena } from '@/server/modules/catalog/card-arena';
import { loadCardStore, refreshCardStore } from '@/server/modules/catalog/cards-by-id';
import { listProductsJson } from '@/server/modules/catalog/list-products';
import { dbKind } from '../support/databases';
import { setUpTestApp, statementsFor } from '../support/test-app';

const t = setUpTestApp();
const db = () => t.ctx.database.db;
const NAME = 'Bíblia Sagrada Edição Pastoral';
// The index and the cards may be a minute behind: only refreshCardStore() brings the cards up to date.
const cardOf = async (): Promise<ProductCard | undefined> => {
  const query = productListQuerySchema.parse({ search: 'biblia pastoral', pageSize: '12' });
  const result: ProductListResult = JSON.parse((await listProductsJson(db(), query, 60_000)).toString('utf8'));
  return result.items.find((card) => card.name === NAME);
};

describe('the storefront cards kept in memory (decision 035)', () => {
  it('are read once, then served without asking the database until a poll', async () => {
    await refreshCardStore(db());
    await cardOf();
    expect(await statementsFor(t, cardOf)).toBe(0);
    expect(await statementsFor(t, () => refreshCardStore(db()))).toBe(1);
  });

  it('follow every write to the product, its category and its images, after one poll', async () => {
    const [bible] = await db().select().from(products).where(eq(products.name, NAME));
    const [category] = await db().select().from(categories).where(eq(categories.id, bible!.categoryId!));
    await refreshCardStore(db());
    const before = (await cardOf())!;
    expect(before.stock).toBe(bible!.stock);

    await db()
      .update(products)
      .set({ stock: bible!.stock + 7, priceCents: bible!.priceCents + 100 })
      .where(eq(products.id, bible!.id));
    // Still the card read before: the store is not asked to the database per request.
    expect((await cardOf())!.stock).toBe(bible!.stock);
    await refreshCardStore(db());
    expect(await cardOf()).toMatchObject({ stock: bible!.stock + 7, priceCents: bible!.priceCents + 100 });

    await db().update(categories).set({ name: 'Bíblias e Missais' }).where(eq(categories.id, category!.id));
    await refreshCardStore(db());
    expect((await cardOf())!.category?.name).toBe('Bíblias e Missais');

    const [image] = await db().insert(productImages).values({ productId: bible!.id, position: -1, storageKey: 'teste/cartao' }).returning();
    await refreshCardStore(db());
    expect((await cardOf())!.imageUrl).toBe(`/api/media/product-images/${image!.id}/card`);
    await db().delete(productImages).where(eq(productImages.id, image!.id));
    await refreshCardStore(db());
    expect((await cardOf())!.imageUrl).toBe(before.imageUrl);

    await db().update(products).set({ availableOnline: false }).where(eq(products.id, bible!.id));
    await refreshCardStore(db());
    expect(await cardOf()).toBeUndefined();

    await db().update(products).set({ availableOnline: true, stock: bible!.stock, priceCents: bible!.priceCents }).where(eq(products.id, bible!.id));
    await db().update(categories).set({ name: category!.name }).where(eq(categories.id, category!.id));
    await refreshCardStore(db());
    expect(await cardOf()).toEqual(before);
  });

  it('after a quiet spell longer than twice the poll interval, the next search waits for a poll', async () => {
    const [bible] = await db().select().from(products).where(eq(products.name, NAME));
    await refreshCardStore(db());
    await db()
      .update(products)
      .set({ priceCents: bible!.priceCents + 50 })
      .where(eq(products.id, bible!.id));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Within twice the interval: answered from the cards as they were, the poll started behind it.
      vi.setSystemTime(Date.now() + 90_000);
      expect((await cardOf())!.priceCents).toBe(bible!.priceCents);
      await refreshCardStore(db());
      await db()
        .update(products)
        .set({ priceCents: bible!.priceCents + 80 })
        .where(eq(products.id, bible!.id));
      vi.setSystemTime(Date.now() + 121_000);
      expect((await cardOf())!.priceCents).toBe(bible!.priceCents + 80);
    } finally {
      vi.useRealTimers();
      await db().update(products).set({ priceCents: bible!.priceCents }).where(eq(products.id, bible!.id));
    }
  });

  it.skipIf(dbKind !== 'postgres')('read a change committed after a poll by a transaction that was running during it', async () => {
    const [bible] = await db().select().from(products).where(eq(products.name, NAME));
    await refreshCardStore(db());
    const other = new pg.Client({ connectionString: t.ctx.config.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('UPDATE products SET price_cents = price_cents + 250 WHERE id = $1', [bible!.id]);
      // A later transaction commits first: the poll's starting point must not pass the one still running.
      await db().execute(sql`UPDATE products SET stock = stock + 1 WHERE id = ${bible!.id + 1}`);
      await refreshCardStore(db());
      expect((await cardOf())!.priceCents).toBe(bible!.priceCents);
      await other.query('COMMIT');
      await refreshCardStore(db());
      expect((await cardOf())!.priceCents).toBe(bible!.priceCents + 250);
    } finally {
      await other.query('ROLLBACK').catch(() => {});
      await other.end();
      await db().update(products).set({ priceCents: bible!.priceCents }).where(eq(products.id, bible!.id));
    }
  });
});

describe('the card store read in batches (decision 087)', () => {
  it('holds every online product once, laid in name order even where names repeat across batches', async () => {
    const rows = await db().execute<{ id: number; name_key: string }>(sql`SELECT id, name_key FROM products WHERE available_online ORDER BY name_key, id`);
    const online = rows.rows.map((r) => Number(r.id));
    // Two products named alike, so a batch may end between equal name keys (the id breaks the tie).
    const [twin] = await db().select().from(products).where(eq(products.name, NAME));
    const [copy] = await db()
      .insert(products)
      .values({ ...twin!, id: undefined, code: `${twin!.code}-GEMEO`, barcode: null })
      .returning({ id: products.id });
    try {
      const expected = (await db().execute<{ id: number }>(sql`SELECT id FROM products WHERE available_online ORDER BY name_key, id`)).rows.map((r) =>
        Number(r.id),
      );
      expect(expected.length).toBe(online.length + 1);
      for (const rowsPerBatch of [1, 2, 3, 7]) {
        const { cards } = await loadCardStore(db(), rowsPerBatch);
        const held = expected.filter((id) => cards.length[id]! > 0);
        expect(held).toEqual(expected);
        // Laid as read: each card after the one before it in name order.
        const place = (id: number) => cards.segment[id]! * 2 ** 20 + cards.offset[id]!;
        expect(expected.every((id, i) => i === 0 || place(id) > place(expected[i - 1]!))).toBe(true);
        const card = JSON.parse(new TextDecoder().decode(cardOfArena(cards, copy!.id)!));
        expect(card).toMatchObject({ id: copy!.id, name: NAME });
      }
    } finally {
      await db().delete(products).where(eq(products.id, copy!.id));
    }
  });
});
