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
    ]);
    expect(res.body.total).toBe(3);
  });

  it('filters by place, category and situation (at or below the minimum, or none)', async () => {
    const q = `search=${encodeURIComponent(tag)}`;
    const atFilial = await admin.get(`/api/admin/stock-levels?${q}&locationId=${filial.locationId}`);
    expect(atFilial.body.items.map((r: { locationId: number }) => r.locationId)).toEqual([filial.locationId]);
    // Minimum 5 (the default): the Filial's 2 is below it, the others are not.
    const below = await admin.get(`/api/admin/stock-levels?${q}&situation=below_minimum`);
    expect(below.body.items.map((r: { locationName: string }) => r.locationName)).toEqual([filial.name]);
    const none = await admin.get(`/api/admin/stock-levels?${q}&situation=out_of_stock`);
    expect(none.body.items).toEqual([]);
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
