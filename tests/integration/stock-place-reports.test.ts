import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@/domain/dates';
import { WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { createProduct, rawRequest, signedInStaff } from '../support/app-fixtures';
import { dbKind } from '../support/databases';
import { pdfText } from '../support/pdf';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp, signInForSuite, type TestClient } from '../support/test-app';

// The stock-per-place reports (issue 36) over a history whose answers are known: a transfer to the
// Filial received one short and resolved as a loss, one to the Matriz in transit, one cancelled,
// and a count at the Filial that found two missing.
const kind = dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite';
const t = setUpTestApp();
checkStockBalancesAfterEach(t);
const admin = signInForSuite(t, 'admin');
const tag = Math.random().toString(36).slice(2, 6);

let matriz: { id: number; place: number; name: string };
let filial: { id: number; place: number; name: string };
let filialClerk: TestClient;
let product: { id: number; name: string };
const codes: Record<'short' | 'road' | 'cancelled' | 'count', string> = { short: '', road: '', cancelled: '', count: '' };
let keyN = 0;
const key = () => `reports-places-${Date.now()}-${++keyN}`;

async function transfer(place: number, quantity: number, until: 'picked' | 'sent') {
  let tr = (
    await admin.post('/api/admin/transfers', {
      fromLocationId: WAREHOUSE_LOCATION_ID,
      toLocationId: place,
      items: [{ productId: product.id, quantity }],
      idempotencyKey: key(),
    })
  ).body.transfer;
  tr = (await admin.post(`/api/admin/transfers/${tr.id}/separate`, { version: tr.version })).body.transfer;
  if (until === 'sent') tr = (await admin.post(`/api/admin/transfers/${tr.id}/send`, { version: tr.version })).body.transfer;
  return tr;
}

beforeAll(async () => {
  const r = await t.ctx.database.db.execute<{ id: number; type: string; place: number; name: string }>(
    sql`SELECT s.id, s.type, s.name, l.id AS place FROM stores s JOIN stock_locations l ON l.store_id = s.id ORDER BY s.id`,
  );
  const at = (type: string) => {
    const s = r.rows.find((x) => x.type === type)!;
    return { id: Number(s.id), place: Number(s.place), name: s.name };
  };
  matriz = at('Matriz');
  filial = at('Filial');
  filialClerk = (await signedInStaff(t, admin, 'Funcionário', { storeId: filial.id, name: 'Flora da Filial' })).client;
  // Cost R$ 4,00 (the average cost), price R$ 10,00.
  product = await createProduct(t, { stock: 30, name: `Terço Relatório ${tag}`, priceCents: 1000 });
  await t.ctx.database.db.execute(sql`UPDATE products SET cost_price_cents = 400 WHERE id = ${product.id}`);

  const short = await transfer(filial.place, 6, 'sent');
  codes.short = short.code;
  const received = await admin.post(`/api/admin/transfers/${short.id}/receive`, {
    items: [{ itemId: short.items[0].id, receivedQuantity: 5 }],
    idempotencyKey: key(),
  });
  expect(received.body.transfer.status).toBe('divergent');
  const resolved = await admin.post(`/api/admin/transfers/${short.id}/resolve`, {
    version: received.body.transfer.version,
    outcome: 'loss',
    note: 'Quebrou no caminho',
  });
  expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
  codes.road = (await transfer(matriz.place, 3, 'sent')).code;
  const toCancel = await transfer(matriz.place, 2, 'picked');
  codes.cancelled = toCancel.code;
  expect((await admin.post(`/api/admin/transfers/${toCancel.id}/cancel`, { version: toCancel.version })).status).toBe(200);

  // The Filial holds 5; the count finds 3.
  const count = (await admin.post('/api/admin/stock-counts', { locationId: filial.place })).body.count;
  codes.count = count.code;
  await admin.post(`/api/admin/stock-counts/${count.id}/lines`, { productId: product.id, quantity: 3 });
  await admin.post(`/api/admin/stock-counts/${count.id}/close`, {});
  const applied = await admin.post(`/api/admin/stock-counts/${count.id}/apply`, { reason: `Inventário ${tag}` });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
});

const preview = async (client: TestClient, report: string, q = '') => {
  const res = await client.get(`/api/admin/report-center/${report}/preview?productId=${product.id}${q}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const csv = async (client: TestClient, report: string, q = '') => {
  const res = await rawRequest(t, client, 'GET', `/api/admin/report-center/${report}/file?format=csv&productId=${product.id}${q}`);
  expect(res.status).toBe(200);
  return res.bytes.toString('utf8');
};

describe(`stock-per-place reports (${kind})`, () => {
  it('Estoque por local: what each place holds now, with the place’s minimum, whatever the period', async () => {
    await admin.put('/api/admin/stock-levels/minimums', { productId: product.id, locationId: filial.place, minStock: 4 });
    const body = await preview(admin, 'estoque-por-local', '&from=2020-01-01&to=2020-01-31');
    // Warehouse 30 − 6 − 3 = 21, Filial 3 (in transit to the Matriz: not at a place yet).
    expect(body.totals).toMatchObject({ documents: 1, lines: 2, quantities: [{ unit: 'UN', quantity: 24 }], costCents: 24 * 400, priceCents: 24 * 1000 });
    const file = await csv(admin, 'estoque-por-local');
    expect(file).toContain('Local');
    expect(file).toMatch(new RegExp(`Almoxarifado.*Terço Relatório ${tag}.*;21;0;21;5;`));
    expect(file).toMatch(new RegExp(`${filial.name}.*Terço Relatório ${tag}.*;3;0;3;4;`));
  });

  it('Transferências: every line with its status, the cancelled one listed and not counted', async () => {
    const body = await preview(admin, 'transferencias', `&from=${todayIso()}&to=${todayIso()}`);
    expect(body.totals).toMatchObject({ documents: 2, lines: 3, quantities: [{ unit: 'UN', quantity: 9 }], costCents: 9 * 400, reversed: 1 });
    const file = await csv(admin, 'transferencias');
    for (const code of [codes.short, codes.road, codes.cancelled]) expect(file).toContain(code);
    expect(file).toContain('Divergência resolvida');
    expect(file).toContain('Cancelado');
    // Yesterday's period holds none of them.
    const before = await preview(admin, 'transferencias', '&from=2020-01-01&to=2020-01-31');
    expect(before.totals.lines).toBe(0);
  });

  it('Divergências: the short line, its difference and how it was resolved', async () => {
    const body = await preview(admin, 'divergencias');
    expect(body.totals).toMatchObject({ documents: 1, lines: 1, quantities: [{ unit: 'UN', quantity: 1 }], costCents: 400 });
    const file = await csv(admin, 'divergencias');
    expect(file).toContain(codes.short);
    expect(file).toContain('Resolvida: Perda (baixa)');
    expect(file).not.toContain(codes.road);
  });

  it('Ajustes de inventário: the applied difference with its count, place and reason, in every format', async () => {
    const body = await preview(admin, 'ajustes-inventario');
    expect(body.totals).toMatchObject({ documents: 1, lines: 1, quantities: [{ unit: 'UN', quantity: -2 }], costCents: -800 });
    const file = await csv(admin, 'ajustes-inventario');
    expect(file).toContain(codes.count);
    expect(file).toContain(`Inventário ${tag}`);
    const pdf = await rawRequest(t, admin, 'GET', `/api/admin/report-center/ajustes-inventario/file?format=pdf&productId=${product.id}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(pdf.bytes)).toContain(codes.count);
    const xlsx = await rawRequest(t, admin, 'GET', `/api/admin/report-center/ajustes-inventario/file?format=xlsx&productId=${product.id}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value)))));
    expect(cells).toContain(codes.count);
  });

  it("a store's staff read their own store's rows only", async () => {
    const levels = await csv(filialClerk, 'estoque-por-local');
    expect(levels).toContain(filial.name);
    expect(levels).not.toContain('Almoxarifado;');
    const transfers = await csv(filialClerk, 'transferencias');
    expect(transfers).toContain(codes.short);
    expect(transfers).not.toContain(codes.road);
    expect((await preview(filialClerk, 'transferencias')).totals.lines).toBe(1);
    expect((await preview(filialClerk, 'ajustes-inventario')).totals.lines).toBe(1);
    // The Matriz's filter asked by the Filial's clerk: still their own store's rows only (none).
    expect((await preview(filialClerk, 'transferencias', `&storeId=${matriz.id}`)).totals.lines).toBe(0);
    expect((await preview(admin, 'transferencias', `&storeId=${matriz.id}`)).totals.lines).toBe(2);
  });
});
