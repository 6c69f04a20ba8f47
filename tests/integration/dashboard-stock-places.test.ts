import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@/domain/api/dashboard';
import { WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { createProduct, signedInStaff } from '../support/app-fixtures';
import { dbKind } from '../support/databases';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp, signInForSuite, type TestClient } from '../support/test-app';

const kind = dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite';
const t = setUpTestApp();
checkStockBalancesAfterEach(t);
const admin = signInForSuite(t, 'admin');

let matriz: { id: number; place: number };
let filial: { id: number; place: number };
let filialClerk: TestClient;
let matrizClerk: TestClient;
let keyN = 0;
const key = () => `dashboard-places-${Date.now()}-${++keyN}`;
const figures = async (client: TestClient) => {
  const res = await client.get<Dashboard>('/api/admin/dashboard');
  expect(res.status).toBe(200);
  return res.body.stockPlaces;
};
const belowAt = (f: Dashboard['stockPlaces'], place: number) => f.belowMinimum.find((s) => s.locationId === place)?.count;

beforeAll(async () => {
  const r = await t.ctx.database.db.execute<{ id: number; type: string; place: number }>(
    sql`SELECT s.id, s.type, l.id AS place FROM stores s JOIN stock_locations l ON l.store_id = s.id ORDER BY s.id`,
  );
  const at = (type: string) => {
    const s = r.rows.find((x) => x.type === type)!;
    return { id: Number(s.id), place: Number(s.place) };
  };
  matriz = at('Matriz');
  filial = at('Filial');
  filialClerk = (await signedInStaff(t, admin, 'Funcionário', { storeId: filial.id, name: 'Flávia da Filial' })).client;
  matrizClerk = (await signedInStaff(t, admin, 'Funcionário', { storeId: matriz.id, name: 'Mário da Matriz' })).client;
});

/** A transfer from the warehouse to `place`, separated and sent. */
async function sent(place: number, productId: number, quantity: number) {
  let tr = (
    await admin.post('/api/admin/transfers', {
      fromLocationId: WAREHOUSE_LOCATION_ID,
      toLocationId: place,
      items: [{ productId, quantity }],
      idempotencyKey: key(),
    })
  ).body.transfer;
  tr = (await admin.post(`/api/admin/transfers/${tr.id}/separate`, { version: tr.version })).body.transfer;
  tr = (await admin.post(`/api/admin/transfers/${tr.id}/send`, { version: tr.version })).body.transfer;
  expect(tr.status).toBe('sent');
  return tr;
}

describe(`dashboard: stock per place (${kind})`, () => {
  it("counts per store the products at or below the store's own minimum, the transfers in transit and the divergences waiting", async () => {
    const before = await figures(admin);
    const stocked = await createProduct(t, { stock: 20, name: 'Terço do Painel' });
    const plenty = await createProduct(t, { stock: 20, name: 'Vela do Painel' });
    // The Filial: 2 of the terço against a minimum of 3 (below); 5 of the vela against 1 (fine).
    const toFilial = await sent(filial.place, stocked.id, 2);
    const toFilialVela = await sent(filial.place, plenty.id, 5);
    for (const tr of [toFilial, toFilialVela]) {
      const res = await admin.post(`/api/admin/transfers/${tr.id}/receive`, {
        items: tr.items.map((i: { id: number; quantity: number }) => ({ itemId: i.id, receivedQuantity: i.quantity })),
        idempotencyKey: key(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await admin.put('/api/admin/stock-levels/minimums', { productId: stocked.id, locationId: filial.place, minStock: 3 });
    await admin.put('/api/admin/stock-levels/minimums', { productId: plenty.id, locationId: filial.place, minStock: 1 });
    // The Matriz holds nothing of the vela, whose minimum there is 0: at it, so below (as 'Sem estoque' is).
    await admin.put('/api/admin/stock-levels/minimums', { productId: plenty.id, locationId: matriz.place, minStock: 0 });
    // One in transit to the Matriz, one received short there (a divergence waiting).
    await sent(matriz.place, stocked.id, 1);
    const short = await sent(matriz.place, stocked.id, 4);
    const received = await admin.post(`/api/admin/transfers/${short.id}/receive`, {
      items: [{ itemId: short.items[0].id, receivedQuantity: 3 }],
      idempotencyKey: key(),
    });
    expect(received.body.transfer.status).toBe('divergent');

    const after = await figures(admin);
    expect(belowAt(after, filial.place)).toBe((belowAt(before, filial.place) ?? 0) + 1);
    expect(belowAt(after, matriz.place)).toBe((belowAt(before, matriz.place) ?? 0) + 1);
    expect(after.inTransit).toBe(before.inTransit + 1);
    expect(after.divergences).toBe(before.divergences + 1);
    // The warehouse is not a store: its low stock is the dashboard's 'Estoque Baixo'.
    expect(after.belowMinimum.some((s) => s.locationId === WAREHOUSE_LOCATION_ID)).toBe(false);

    // A store's staff see their own store only: the Filial's clerk, nothing of the Matriz's transfers.
    const atFilial = await figures(filialClerk);
    expect(atFilial.belowMinimum.map((s) => s.locationId)).toEqual([filial.place]);
    expect(atFilial.belowMinimum[0]!.count).toBe(belowAt(after, filial.place));
    expect(atFilial).toMatchObject({ inTransit: 0, divergences: 0 });
    const atMatriz = await figures(matrizClerk);
    expect(atMatriz.belowMinimum.map((s) => s.locationId)).toEqual([matriz.place]);
    expect(atMatriz).toMatchObject({ inTransit: 1, divergences: 1 });
  });
});
