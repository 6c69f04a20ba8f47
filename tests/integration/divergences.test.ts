import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { createProduct, signedInStaff } from '../support/app-fixtures';
import { dbKind } from '../support/databases';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp, signInForSuite, type TestClient } from '../support/test-app';

process.env.AUTH_RATE_LIMIT = 'off';
const kind = dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite';
const t = setUpTestApp();
checkStockBalancesAfterEach(t);
const admin = signInForSuite(t, 'admin');

let filial: { id: number; place: number };
let matriz: { id: number; place: number };
let filialClerk: TestClient;
let matrizClerk: TestClient;
let supervisor: TestClient;
let keyN = 0;
const key = () => `divergence-test-${Date.now()}-${++keyN}`;

beforeAll(async () => {
  const r = await t.ctx.database.db.execute<{ id: number; type: string; place: number }>(
    sql`SELECT s.id, s.type, l.id AS place FROM stores s JOIN stock_locations l ON l.store_id = s.id ORDER BY s.id`,
  );
  const place = (type: string) => {
    const row = r.rows.find((s) => s.type === type)!;
    return { id: Number(row.id), place: Number(row.place) };
  };
  filial = place('Filial');
  matriz = place('Matriz');
  filialClerk = (await signedInStaff(t, admin, 'Funcionário', { storeId: filial.id, name: 'Flávia da Filial' })).client;
  matrizClerk = (await signedInStaff(t, admin, 'Funcionário', { storeId: matriz.id, name: 'Marta da Matriz' })).client;
  supervisor = (await signedInStaff(t, admin, 'Supervisor', { name: 'Sérgio Supervisor' })).client;
});

/** A transfer to the Filial of `sent` units, received with `received`. */
async function receivedShort(productId: number, sent: number, received: number) {
  let tr = (
    await admin.post('/api/admin/transfers', {
      fromLocationId: WAREHOUSE_LOCATION_ID,
      toLocationId: filial.place,
      items: [{ productId, quantity: sent }],
      idempotencyKey: key(),
    })
  ).body.transfer;
  tr = (await admin.post(`/api/admin/transfers/${tr.id}/separate`, { version: tr.version })).body.transfer;
  tr = (await admin.post(`/api/admin/transfers/${tr.id}/send`, { version: tr.version })).body.transfer;
  const r = await filialClerk.post(`/api/admin/transfers/${tr.id}/receive`, {
    items: [{ itemId: tr.items[0].id, receivedQuantity: received }],
    idempotencyKey: key(),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.transfer as { id: number; code: string; version: number };
}

describe(`Divergências: the lines transfers arrived short (${kind})`, () => {
  it('lists a short line as waiting to the destination and the warehouse, never to another store, and as resolved once decided', async () => {
    const p = await createProduct(t, { stock: 20, name: 'Imagem de Nossa Senhora D' });
    const tr = await receivedShort(p.id, 5, 3);
    const unitCost = (await admin.get(`/api/admin/transfers/${tr.id}`)).body.transfer.items[0].unitCostCents as number;
    const waiting = await admin.get(`/api/admin/divergences?search=${encodeURIComponent(tr.code)}`);
    expect(waiting.status).toBe(200);
    expect(waiting.body.items).toEqual([
      expect.objectContaining({
        transferId: tr.id,
        transferCode: tr.code,
        productName: 'Imagem de Nossa Senhora D',
        sent: 5,
        received: 3,
        missing: 2,
        missingCostCents: 2 * unitCost,
        resolution: null,
      }),
    ]);
    expect((await filialClerk.get(`/api/admin/divergences?search=${tr.code}`)).body.items).toHaveLength(1);
    expect((await matrizClerk.get(`/api/admin/divergences?search=${tr.code}`)).body.items).toHaveLength(0);
    expect((await admin.get(`/api/admin/divergences?situation=resolved&search=${tr.code}`)).body.items).toHaveLength(0);

    const resolved = await supervisor.post(`/api/admin/transfers/${tr.id}/resolve`, { version: tr.version, outcome: 'loss', note: 'Quebrou na viagem' });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect((await admin.get(`/api/admin/divergences?search=${tr.code}`)).body.items).toHaveLength(0);
    const history = await admin.get(`/api/admin/divergences?situation=resolved&search=${tr.code}`);
    expect(history.body.items).toEqual([expect.objectContaining({ transferId: tr.id, missing: 2, resolution: 'loss' })]);
  });

  it('leaves out lines that arrived whole', async () => {
    const p = await createProduct(t, { stock: 10, name: 'Terço Completo D' });
    const tr = await receivedShort(p.id, 4, 4);
    expect((await admin.get(`/api/admin/divergences?search=${tr.code}`)).body.items).toHaveLength(0);
    expect((await admin.get(`/api/admin/divergences?situation=resolved&search=${tr.code}`)).body.items).toHaveLength(0);
  });

  it('answers a situation it does not know with a 400 in Portuguese', async () => {
    const r = await admin.get('/api/admin/divergences?situation=lost');
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('Situação de divergência inválida.');
  });
});
