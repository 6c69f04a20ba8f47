import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADJUSTMENT_LOCATION_ID, WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { DEFAULT_SHOP, writeSetting } from '@/server/db/settings-store';
import { createProduct, moveStockAt, placeBalance, signedInStaff, storePlace } from '../support/app-fixtures';
import { dbLabel } from '../support/databases';
import { setUpStockSuite } from '../support/stock-balances';
import type { TestClient } from '../support/test-app';

const { t, admin, db } = setUpStockSuite();

let filial: { storeId: number; locationId: number };
let matriz: { storeId: number; locationId: number };

const onHand = async (productId: number, locationId: number) => (await placeBalance(t, productId, locationId)).onHand;

async function countMovements(countId: number) {
  const r = await db().execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM stock_movements WHERE ref_type = 'stock_count' AND ref_id = ${String(countId)}`,
  );
  return Number(r.rows[0]!.n);
}

/** A product (cost R$ 10,00) holding `units` at the place. */
async function productAt(locationId: number, units: number) {
  const p = await createProduct(t, { stock: 0 });
  await db().execute(sql`UPDATE products SET cost_price_cents = 1000 WHERE id = ${p.id}`);
  if (units > 0) await moveStockAt(t, p.id, locationId, units);
  return p;
}

async function open(client: TestClient, locationId: number, blind = false) {
  const res = await client.post('/api/admin/stock-counts', { locationId, blind });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.count as { id: number; code: string; version: number };
}

const line = (count: { lines: { productId: number }[] }, productId: number) => count.lines.find((l) => l.productId === productId)!;

beforeAll(async () => {
  filial = await storePlace(t, 'Filial');
  matriz = await storePlace(t, 'Matriz');
});

describe(`Inventário (${dbLabel})`, () => {
  it('a blind count hides the expected quantity from the API until the counting is closed', async () => {
    const p = await productAt(filial.locationId, 10);
    const count = await open(admin, filial.locationId, true);
    let detail = (await admin.get(`/api/admin/stock-counts/${count.id}`)).body.count;
    expect(detail.hidesExpected).toBe(true);
    expect(line(detail, p.id)).toMatchObject({ expected: null, difference: null, movedSinceOpen: null, counted: null });
    expect(detail.adjustmentValueCents).toBeNull();
    expect((await admin.post(`/api/admin/stock-counts/${count.id}/lines`, { productId: p.id, quantity: 8 })).status).toBe(200);
    const listed = (await admin.get(`/api/admin/stock-counts?search=${count.code}`)).body.items[0];
    expect(listed.adjustmentValueCents).toBeNull();
    detail = (await admin.get(`/api/admin/stock-counts/${count.id}`)).body.count;
    expect(line(detail, p.id)).toMatchObject({ counted: 8, expected: null, difference: null });

    detail = (await admin.post(`/api/admin/stock-counts/${count.id}/close`, {})).body.count;
    expect(detail.status).toBe('review');
    expect(line(detail, p.id)).toMatchObject({ counted: 8, expected: 10, difference: -2 });
    expect(detail.adjustmentValueCents).toBe(2000);
    await admin.post(`/api/admin/stock-counts/${count.id}/cancel`, {});
  });

  it('accounts for a sale made at the store during the count, before or after the shelf was counted', async () => {
    const soldBefore = await productAt(filial.locationId, 10);
    const soldAfter = await productAt(filial.locationId, 10);
    const lost = await productAt(filial.locationId, 5);
    const count = await open(admin, filial.locationId);
    // Sold before its shelf is counted: the clerk finds 7 of the 10 there were at opening.
    await moveStockAt(t, soldBefore.id, filial.locationId, -3, 'store_sale');
    await admin.post(`/api/admin/stock-counts/${count.id}/lines`, { productId: soldBefore.id, quantity: 7 });
    // Counted first (10 on the shelf), sold afterwards.
    await admin.post(`/api/admin/stock-counts/${count.id}/lines`, { productId: soldAfter.id, quantity: 10 });
    await moveStockAt(t, soldAfter.id, filial.locationId, -2, 'store_sale');
    // A real loss: 4 found of 5, scanned one at a time.
    for (let i = 0; i < 4; i++) await admin.post(`/api/admin/stock-counts/${count.id}/lines`, { productId: lost.id, quantity: 1, mode: 'add' });

    const review = (await admin.post(`/api/admin/stock-counts/${count.id}/close`, {})).body.count;
    expect(line(review, soldBefore.id)).toMatchObject({ counted: 7, expected: 7, difference: 0, movedSinceOpen: -3 });
    expect(line(review, soldAfter.id)).toMatchObject({ counted: 10, expected: 10, difference: 0, movedSinceOpen: -2 });
    expect(line(review, lost.id)).toMatchObject({ counted: 4, expected: 5, difference: -1 });

    const applied = await admin.post(`/api/admin/stock-counts/${count.id}/apply`, { reason: 'Inventário mensal da Filial' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({ applied: true, awaitingApproval: false });
    expect(applied.body.count.status).toBe('applied');
    expect(await onHand(soldBefore.id, filial.locationId)).toBe(7);
    expect(await onHand(soldAfter.id, filial.locationId)).toBe(8);
    expect(await onHand(lost.id, filial.locationId)).toBe(4);
    expect(await onHand(lost.id, ADJUSTMENT_LOCATION_ID)).toBe(1);
    // Neither the warehouse's stock nor its products.stock moved.
    expect(await onHand(lost.id, WAREHOUSE_LOCATION_ID)).toBe(0);
    const moves = await db().execute<{ reason: string; user_id: string | null; kind: string }>(
      sql`SELECT reason, user_id, kind FROM stock_movements WHERE ref_type = 'stock_count' AND ref_id = ${String(count.id)}`,
    );
    expect(moves.rows).toHaveLength(2);
    for (const m of moves.rows) {
      expect(m.kind).toBe('count_adjustment');
      expect(m.reason).toBe(`${count.code}: Inventário mensal da Filial`);
      expect(m.user_id).not.toBeNull();
    }
  });

  it('applies once: a second apply (or a replayed one) posts nothing', async () => {
    const p = await productAt(filial.locationId, 6);
    const count = await open(admin, filial.locationId);
    await admin.post(`/api/admin/stock-counts/${count.id}/lines`, { productId: p.id, quantity: 9 });
    await admin.post(`/api/admin/stock-counts/${count.id}/close`, {});
    const [first, second] = await Promise.all([
      admin.post(`/api/admin/stock-counts/${count.id}/apply`, { reason: 'Achados no depósito' }),
      admin.post(`/api/admin/stock-counts/${count.id}/apply`, { reason: 'Achados no depósito' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.applied, second.body.applied].sort()).toEqual([false, true]);
    const third = await admin.post(`/api/admin/stock-counts/${count.id}/apply`, { reason: 'de novo' });
    expect(third.body.applied).toBe(false);
    expect(await countMovements(count.id)).toBe(1);
    expect(await onHand(p.id, filial.locationId)).toBe(9);
    // Applied is final: no counting, no reopening.
    expect((await admin.post(`/api/admin/stock-counts/${count.id}/lines`, { productId: p.id, quantity: 1 })).status).toBe(409);
    expect((await admin.post(`/api/admin/stock-counts/${count.id}/reopen`, {})).status).toBe(409);
  });

  it('is opened now (a date sent is ignored), one open count per place, and only at the warehouse or a store', async () => {
    const res = await admin.post('/api/admin/stock-counts', { locationId: matriz.locationId, createdAt: '2020-01-01T00:00:00Z' });
    expect(res.status).toBe(201);
    expect(Date.now() - Date.parse(res.body.count.createdAt)).toBeLessThan(60 * 60 * 1000);
    const again = await admin.post('/api/admin/stock-counts', { locationId: matriz.locationId });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain(res.body.count.code);
    expect((await admin.post('/api/admin/stock-counts', { locationId: ADJUSTMENT_LOCATION_ID })).status).toBe(400);
    expect((await admin.post('/api/admin/stock-counts', { locationId: 'x' })).status).toBe(400);
    expect((await admin.post(`/api/admin/stock-counts/${res.body.count.id}/close`, {})).status).toBe(409);
    expect((await admin.post(`/api/admin/stock-counts/${res.body.count.id}/cancel`, {})).body.count.status).toBe('cancelled');
  });

  it('above the approval value a clerk’s apply waits for a Supervisor, who applies it', async () => {
    await writeSetting(db(), 'shop', { ...DEFAULT_SHOP, countApprovalThresholdCents: 1500 }, null);
    try {
      const clerk = (await signedInStaff(t, admin, 'Funcionário')).client;
      const supervisor = await t.as('staff');
      const p = await productAt(WAREHOUSE_LOCATION_ID, 10);
      const count = await open(clerk, WAREHOUSE_LOCATION_ID);
      await clerk.post(`/api/admin/stock-counts/${count.id}/lines`, { productId: p.id, quantity: 7 });
      await clerk.post(`/api/admin/stock-counts/${count.id}/close`, {});
      const sent = await clerk.post(`/api/admin/stock-counts/${count.id}/apply`, { reason: 'Quebra na prateleira' });
      expect(sent.body).toMatchObject({ applied: false, awaitingApproval: true });
      expect(sent.body.count.status).toBe('awaiting_approval');
      expect(await onHand(p.id, WAREHOUSE_LOCATION_ID)).toBe(10);
      expect((await clerk.post(`/api/admin/stock-counts/${count.id}/approve`, {})).status).toBe(403);
      const approved = await supervisor.post(`/api/admin/stock-counts/${count.id}/approve`, {});
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.count.status).toBe('applied');
      expect(await onHand(p.id, WAREHOUSE_LOCATION_ID)).toBe(7);
      const product = await db().execute<{ stock: number }>(sql`SELECT stock FROM products WHERE id = ${p.id}`);
      expect(Number(product.rows[0]!.stock)).toBe(7);
      const history = approved.body.count.history.map((h: { to: string; userName: string }) => h.to);
      expect(history).toEqual(['counting', 'review', 'awaiting_approval', 'applied']);
      expect((await supervisor.post(`/api/admin/stock-counts/${count.id}/approve`, {})).body.applied).toBe(false);
      expect(await countMovements(count.id)).toBe(2);
    } finally {
      await writeSetting(db(), 'shop', DEFAULT_SHOP, null);
    }
  });

  it('store scope: a store’s clerk counts at their store only; another store’s count is missing', async () => {
    const p = await productAt(filial.locationId, 3);
    const filialCount = await open(admin, filial.locationId);
    const matrizClerk = (await signedInStaff(t, admin, 'Funcionário', { storeId: matriz.storeId })).client;
    expect((await matrizClerk.get(`/api/admin/stock-counts/${filialCount.id}`)).status).toBe(404);
    expect((await matrizClerk.post(`/api/admin/stock-counts/${filialCount.id}/lines`, { productId: p.id, quantity: 1 })).status).toBe(404);
    expect((await matrizClerk.post(`/api/admin/stock-counts/${filialCount.id}/cancel`, {})).status).toBe(404);
    expect((await matrizClerk.post(`/api/admin/stock-counts/${filialCount.id}/apply`, { reason: 'x' })).status).toBe(404);
    expect((await matrizClerk.post('/api/admin/stock-counts', { locationId: filial.locationId })).status).toBe(403);
    expect((await matrizClerk.post('/api/admin/stock-counts', { locationId: WAREHOUSE_LOCATION_ID })).status).toBe(403);
    expect(JSON.stringify((await matrizClerk.get('/api/admin/stock-counts?pageSize=100')).body)).not.toContain(filialCount.code);
    const places = (await matrizClerk.get('/api/admin/stock-counts/places')).body.places;
    expect(places.map((pl: { id: number }) => pl.id)).toEqual([matriz.locationId]);
    // Their own store: open, count, apply.
    const own = await open(matrizClerk, matriz.locationId);
    expect((await matrizClerk.post(`/api/admin/stock-counts/${own.id}/lines`, { productId: p.id, quantity: 2 })).status).toBe(200);
    await matrizClerk.post(`/api/admin/stock-counts/${own.id}/close`, {});
    const applied = await matrizClerk.post(`/api/admin/stock-counts/${own.id}/apply`, { reason: 'Achado no estoque da Matriz' });
    expect(applied.body.applied).toBe(true);
    expect(await onHand(p.id, matriz.locationId)).toBe(2);
    await admin.post(`/api/admin/stock-counts/${filialCount.id}/cancel`, {});
  });
});
