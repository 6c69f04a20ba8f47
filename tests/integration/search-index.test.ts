import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductListResult } from '@/domain/api/catalog';
import { productListQuerySchema } from '@/domain/schemas/catalog';
import { products } from '@/server/db/schema';
import { listProductsJson } from '@/server/modules/catalog/list-products';
import { setUpTestApp, statementsFor } from '../support/test-app';

const t = setUpTestApp();
const db = () => t.ctx.database.db;
const query = (search: string, pageSize = 12) => productListQuerySchema.parse({ search, pageSize: String(pageSize) });
const version = async () =>
  Number((await db().execute<{ v: string | number }>(sql`SELECT coalesce(sum(version), 0) AS v FROM catalog_search_version`)).rows[0]!.v);
const listProducts = async (...args: Parameters<typeof listProductsJson>): Promise<ProductListResult> =>
  JSON.parse((await listProductsJson(...args)).toString('utf8'));
const namesFound = async (search: string, maxAgeMs = 0) => (await listProducts(db(), query(search), maxAgeMs)).items.map((i) => i.name);

describe('the storefront search index', () => {
  it('moves its version on catalogue edits, not on stock changes, and a search sees the edit at once', async () => {
    const [bible] = await db().select().from(products).where(eq(products.name, 'Bíblia Sagrada Edição Pastoral'));
    const start = await version();
    await db()
      .update(products)
      .set({ stock: bible!.stock + 1 })
      .where(eq(products.id, bible!.id));
    expect(await version()).toBe(start);
    expect(await namesFound('hinario')).not.toContain('Bíblia Sagrada Edição Pastoral');

    await db()
      .update(products)
      .set({ keywords: [...bible!.keywords, 'hinário'] })
      .where(eq(products.id, bible!.id));
    expect(await version()).toBeGreaterThan(start);
    expect(await namesFound('hinario')).toContain('Bíblia Sagrada Edição Pastoral');
    await db().update(products).set({ availableOnline: false }).where(eq(products.id, bible!.id));
    expect(await namesFound('hinario')).not.toContain('Bíblia Sagrada Edição Pastoral');
    await db().update(products).set({ availableOnline: true, keywords: bible!.keywords, stock: bible!.stock }).where(eq(products.id, bible!.id));
  });

  it('with CATALOG_CACHE_MS set, a repeated search asks the database nothing; with 0, the version and the page', async () => {
    await namesFound('terco', 0);
    // The index was just checked; the cards are loaded once (decision 035), then served from memory.
    expect(await statementsFor(t, () => listProducts(db(), query('terco'), 60_000))).toBe(1);
    expect(await statementsFor(t, () => listProducts(db(), query('terco'), 60_000))).toBe(0);
    expect(await statementsFor(t, () => listProducts(db(), query('vela'), 60_000))).toBe(0);
    expect(await statementsFor(t, () => listProducts(db(), query('terco'), 0))).toBe(2);
  });
});
