import { beforeAll, describe, expect, it } from 'vitest';
import { WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { stores } from '@/server/db/schema';
import { changeStock } from '@/server/modules/stock';
import { createProduct, signedInStaff } from '../support/app-fixtures';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp, signInForSuite, type TestClient } from '../support/test-app';

const kind = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite';
const t = setUpTestApp();
checkStockBalancesAfterEach(t);
const admin = signInForSuite(t, 'admin');

let matriz: { storeId: number; locationId: number; name: string };
let filial: { storeId: number; locationId: number; name: string };
let clerk: TestClient;
let product: { id: number; name: string };
const tag = `Terço Por Local ${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  const { db } = t.ctx.database;
  const places = (await admin.get('/api/admin/stock-levels/places')).body.places as { id: number; name: string; kind: string }[];
  const all = await db.select().from(stores);
  const at = (type: string) => {
    const store = all.find((s) => s.type === type)!;
    return { storeId: store.id, name: store.name, locationId: places.find((p) => p.name === store.name)!.id };
  };
  matriz = at('Matriz');
  filial = at('Filial');
  clerk = (await signedInStaff(t, admin, 'Funcionário', { storeId: filial.storeId, name: 'Fábio da Filial' })).client;
  product = await createProduct(t, { stock: 9, name: tag });
  await db.transaction((tx) =>
    changeStock(tx, [
      { productId: product.id, locationId: filial.locationId, quantity: 2, kind: 'adjustment', reason: 'Contagem' },
      { productId: product.id, locationId: matriz.locationId, quantity: 7, kind: 'adjustment', reason: 'Contagem' },
    ]),
  );
});

describe(`GET /api/admin/stock-levels (${kind})`, () => {
  it('lists the product at the warehouse and at every store, zero where it never was', async () => {
    const res = await admin.get(`/api/admin/stock-levels?search=${encodeURIComponent(tag)}`);
    expect(res.status).toBe(200);
    const rows = res.body.items.map((r: { locationName: string; onHand: number; reserved: number; available: number; inTransit: number }) => [
      r.locationName,
      r.onHand,
      r.reserved,
      r.available,
      r.inTransit,
    ]);
    expect(rows).toEqual([
      ['Almoxarifado', 9, 0, 9, 0],
      [matriz.name, 7, 0, 7, 0],
      [filial.name, 2, 0, 2, 0],
      ['Luz da Fé — Quiosque do Santuário', 0, 0, 0, 0],
    ]);
    expect(res.body.total).toBe(4);
  });

  it('filters by place, category and situation (at or below the minimum, or none)', async () => {
    const q = `search=${encodeURIComponent(tag)}`;
    const atFilial = await admin.get(`/api/admin/stock-levels?${q}&locationId=${filial.locationId}`);
    expect(atFilial.body.items.map((r: { locationId: number }) => r.locationId)).toEqual([filial.locationId]);
    // The warehouse's minimum is the product's (5, the default): its 9 is above it. The stores have
    // none of their own yet, so none is below, however little it holds (decision 072).
    const noneSet = await admin.get(`/api/admin/stock-levels?${q}&situation=below_minimum`);
    expect(noneSet.body.items).toEqual([]);
    expect((await admin.put('/api/admin/stock-levels/minimums', { productId: product.id, locationId: filial.locationId, minStock: 3 })).status).toBe(200);
    expect((await admin.put('/api/admin/stock-levels/minimums', { productId: product.id, locationId: matriz.locationId, minStock: 7 })).status).toBe(200);
    // The Filial's 2 is below its 3; the Matriz's 7 is at its 7 (at or below counts, as for the warehouse).
    const below = await admin.get(`/api/admin/stock-levels?${q}&situation=below_minimum`);
    expect(below.body.items.map((r: { locationName: string; minStock: number }) => [r.locationName, r.minStock])).toEqual([
      [matriz.name, 7],
      [filial.name, 3],
    ]);
    await admin.put('/api/admin/stock-levels/minimums', { productId: product.id, locationId: matriz.locationId, minStock: null });
    const afterClear = await admin.get(`/api/admin/stock-levels?${q}&situation=below_minimum`);
    expect(afterClear.body.items.map((r: { locationName: string }) => r.locationName)).toEqual([filial.name]);
    // Only the Quiosque holds none of it.
    const none = await admin.get(`/api/admin/stock-levels?${q}&situation=out_of_stock`);
    expect(none.body.items.map((r: { locationName: string }) => r.locationName)).toEqual(['Luz da Fé — Quiosque do Santuário']);
    const otherCategory = await admin.get(`/api/admin/stock-levels?${q}&categoryId=999999`);
    expect(otherCategory.body.items).toEqual([]);
    const bad = await admin.get('/api/admin/stock-levels?situation=qualquer');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Situação de estoque inválida.');
  });

  it("shows a store's staff their own store's place only", async () => {
    const places = await clerk.get('/api/admin/stock-levels/places');
    expect(places.body.places.map((p: { id: number }) => p.id)).toEqual([filial.locationId]);
    const rows = await clerk.get(`/api/admin/stock-levels?search=${encodeURIComponent(tag)}`);
    expect(rows.body.items.map((r: { locationId: number; onHand: number }) => [r.locationId, r.onHand])).toEqual([[filial.locationId, 2]]);
    const warehouse = await clerk.get(`/api/admin/stock-levels?search=${encodeURIComponent(tag)}&locationId=${WAREHOUSE_LOCATION_ID}`);
    expect(warehouse.body.items).toEqual([]);
    const byPlace = await clerk.get(`/api/admin/stock-levels/products/${product.id}`);
    expect(byPlace.body.places.map((p: { id: number; onHand: number }) => [p.id, p.onHand])).toEqual([[filial.locationId, 2]]);
  });

  it("gives a product's stock by place, its total over the places and what is in transit", async () => {
    const res = await admin.get(`/api/admin/stock-levels/products/${product.id}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(18);
    expect(res.body.inTransit).toBe(0);
    expect(res.body.places[0]).toMatchObject({ id: WAREHOUSE_LOCATION_ID, name: 'Almoxarifado', onHand: 9, reserved: 0, available: 9 });
    expect((await admin.get('/api/admin/stock-levels/products/99999999')).status).toBe(404);
    expect((await admin.get('/api/admin/stock-levels/products/abc')).status).toBe(400);
  });
});

describe(`PUT /api/admin/stock-levels/minimums (${kind})`, () => {
  const put = (client: TestClient, body: unknown) => client.put('/api/admin/stock-levels/minimums', body);

  it("sets a store's own minimum, shown on the product's stock by place, and audits it", async () => {
    const res = await put(admin, { productId: product.id, locationId: filial.locationId, minStock: 4 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ minStock: 4 });
    const byPlace = await admin.get(`/api/admin/stock-levels/products/${product.id}`);
    const minimums = byPlace.body.places.map((p: { id: number; minStock: number | null }) => [p.id, p.minStock]);
    expect(minimums.slice(0, 3)).toEqual([
      [WAREHOUSE_LOCATION_ID, 5],
      [matriz.locationId, null],
      [filial.locationId, 4],
    ]);
    const audit = await admin.get('/api/admin/audit?entity=stock_minimum');
    expect(audit.body.items[0]).toMatchObject({ entity: 'stock_minimum', entityId: `${product.id}:${filial.locationId}`, action: 'update' });
  });

  it('refuses bad input with 400 and a pt-BR message, the warehouse (its minimum is the product’s) and unknown places or products', async () => {
    for (const minStock of [-1, 1.5, '3', 3_000_000_000]) {
      const res = await put(admin, { productId: product.id, locationId: filial.locationId, minStock });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Informe um estoque mínimo inteiro, de 0 em diante.');
    }
    expect((await put(admin, { productId: product.id, locationId: filial.locationId })).status).toBe(400);
    expect((await put(admin, { productId: 'x', locationId: filial.locationId, minStock: 1 })).status).toBe(400);
    const warehouse = await put(admin, { productId: product.id, locationId: WAREHOUSE_LOCATION_ID, minStock: 1 });
    expect(warehouse.status).toBe(400);
    expect(warehouse.body.error.message).toBe('O mínimo do almoxarifado é o do cadastro do produto.');
    // The virtual places (in transit: 2) hold no shelf.
    expect((await put(admin, { productId: product.id, locationId: 2, minStock: 1 })).status).toBe(404);
    expect((await put(admin, { productId: product.id, locationId: 999_999, minStock: 1 })).status).toBe(404);
    expect((await put(admin, { productId: 99_999_999, locationId: filial.locationId, minStock: 1 })).status).toBe(404);
  });

  it("needs catalog.manage, and a store's staff reach their own store's place only", async () => {
    // A Funcionário does not keep the catalogue.
    expect((await put(clerk, { productId: product.id, locationId: filial.locationId, minStock: 1 })).status).toBe(403);
    const keeper = (await signedInStaff(t, admin, 'Almoxarife', { storeId: filial.storeId, name: 'Alice da Filial' })).client;
    expect((await put(keeper, { productId: product.id, locationId: filial.locationId, minStock: 6 })).status).toBe(200);
    expect((await put(keeper, { productId: product.id, locationId: matriz.locationId, minStock: 6 })).status).toBe(404);
    const rows = await keeper.get(`/api/admin/stock-levels?search=${encodeURIComponent(tag)}`);
    expect(rows.body.items.map((r: { locationId: number; minStock: number }) => [r.locationId, r.minStock])).toEqual([[filial.locationId, 6]]);
  });
});
