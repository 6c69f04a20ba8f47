import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITABLE_JOB_TITLES, PERMISSIONS } from '@/domain/permissions';
import { REPORT_KINDS } from '@/domain/schemas/reports';
import { fiscalInvoices, orders, stockLocations, stores } from '@/server/db/schema';
import { changeStock } from '@/server/modules/stock';
import { createProduct, creditCard, newCustomer, rawRequest, settlePayments, signedInStaff } from '../support/app-fixtures';
import { merchandiseRequestForm, orderBody, specialOrderForm } from '../support/fixtures';
import { pdfText } from '../support/pdf';
import { setUpTestApp, signInForSuite, type TestClient } from '../support/test-app';
import { ROUTE_ACCESS } from './route-access';

/**
 * Store scope walk (issue 34): store A's exit, merchandise request and special order exist; a
 * member of store B's staff whose job title holds every permission (so no guard stops them before
 * the scope does) walks every back-office route of the route table. Reads of another store's
 * document are 404, writes on it 403/404 and leave it as it was, and no answer — list, search,
 * summary, report preview or file in any format — carries store A's document codes. A new route
 * is walked by being in route-access.ts; one that takes a store document's id and changes it must
 * be given a body here (the walk fails otherwise), so a new store route cannot forget the scope.
 */
const t = setUpTestApp();
const admin = signInForSuite(t, 'admin');

type Doc = 'exit' | 'merchandise' | 'specialOrder' | 'transfer' | 'transferInvoice' | 'count' | 'pickup';
/** The routes whose `:id` is a store document's, by path prefix. */
const STORE_DOCUMENTS: [prefix: string, doc: Doc][] = [
  ['/api/admin/stock-exits/:id', 'exit'],
  ['/api/admin/requests/merchandise/:id', 'merchandise'],
  ['/api/admin/special-orders/:id', 'specialOrder'],
  ['/api/admin/transfers/:id', 'transfer'],
  // A transfer's NF-e is the transfer's (decision 078): the invoices' routes take it by its own id.
  ['/api/admin/fiscal/invoices/:id', 'transferInvoice'],
  ['/api/admin/stock-counts/:id', 'count'],
  ['/api/admin/pickups/:id', 'pickup'],
];
const documentOf = (path: string) => STORE_DOCUMENTS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];

let storeA: { id: number; name: string; locationId: number };
let placeA: number;
let clerkB: TestClient;
const docs = {} as Record<Doc, { id: number | string; code: string; version?: number; itemId?: number }>;
let markers: string[];

beforeAll(async () => {
  const all = await t.ctx.database.db.select().from(stores);
  const [a, b] = all;
  const [placeOfA] = await t.ctx.database.db.select().from(stockLocations).where(eq(stockLocations.storeId, a!.id));
  storeA = { id: a!.id, name: a!.name, locationId: placeOfA!.id };
  // Every permission for every editable title: only the store scope may stop store B's member.
  const everything = Object.fromEntries(EDITABLE_JOB_TITLES.map((title) => [title, [...PERMISSIONS]]));
  expect((await admin.put('/api/admin/permissions', { matrix: everything })).status).toBe(200);
  clerkB = (await signedInStaff(t, admin, 'Gerente', { storeId: b!.id, name: 'Bruno da Loja B' })).client;

  const p = await createProduct(t, { stock: 50 });
  const exit = await admin.post('/api/admin/stock-exits', { storeId: storeA.id, exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 1 }] });
  expect(exit.status).toBe(201);
  docs.exit = { id: exit.body.exit.id, code: exit.body.exit.code };
  const request = await admin.post('/api/admin/requests/merchandise', merchandiseRequestForm(storeA.id, [{ productId: p.id, quantity: 1 }]));
  expect(request.status).toBe(201);
  const r = request.body.request;
  docs.merchandise = { id: r.id, code: r.code, version: r.version, itemId: r.items[0].id };
  const order = await admin.post('/api/admin/special-orders', specialOrderForm(storeA.id, p.id));
  expect(order.status).toBe(201);
  docs.specialOrder = { id: order.body.order.id, code: order.body.order.code, version: order.body.order.version };
  // A transfer from the warehouse to store A, sent (decision 065).
  const places = (await admin.get('/api/admin/transfers/places')).body.places as { id: number; storeId: number | null }[];
  placeA = places.find((pl) => pl.storeId === storeA.id)!.id;
  const transfer = await admin.post('/api/admin/transfers', { fromLocationId: 1, toLocationId: placeA, items: [{ productId: p.id, quantity: 1 }] });
  expect(transfer.status).toBe(201);
  docs.transfer = { id: transfer.body.transfer.id, code: transfer.body.transfer.code, version: 1 };
  expect((await admin.post(`/api/admin/transfers/${docs.transfer.id}/separate`, { version: 1 })).status).toBe(200);
  const sent = await admin.post(`/api/admin/transfers/${docs.transfer.id}/send`, { version: 2 });
  expect(sent.status).toBe(200);
  docs.transfer.version = 3;
  docs.transfer.itemId = sent.body.transfer.items[0].id;
  // Its NF-e, authorised with its files, as the job leaves one between two establishments (decision 073).
  const accessKey = '35261111222333000181550010000000011000000019';
  await t.ctx.storage.put('walk/danfe.pdf', Buffer.from('%PDF-1.4 walk'));
  await t.ctx.storage.put('walk/nfe.xml', Buffer.from('<nfe/>'));
  const [nfe] = await t.ctx.database.db
    .insert(fiscalInvoices)
    .values({
      transferId: Number(docs.transfer.id),
      status: 'authorized',
      provider: 'sandbox',
      environment: 'homologacao',
      reference: `transferencia-${docs.transfer.id}`,
      accessKey,
      number: '1',
      series: '1',
      authorizedAt: new Date(),
      danfeKey: 'walk/danfe.pdf',
      xmlKey: 'walk/nfe.xml',
    })
    .returning();
  docs.transferInvoice = { id: nfe!.id, code: accessKey, version: nfe!.version };
  const count = await admin.post('/api/admin/stock-counts', { locationId: storeA.locationId });
  expect(count.status).toBe(201);
  docs.count = { id: count.body.count.id, code: count.body.count.code, version: count.body.count.version };
  // A paid 'Retirar na loja' order at store A (decision 070): only the scope stops store B's staff.
  await t.ctx.database.db.transaction((tx) => changeStock(tx, [{ productId: p.id, locationId: storeA.locationId, quantity: 2, kind: 'initial' }]));
  const buyer = await newCustomer(t, 'escopo-retirada');
  const pickup = await buyer.client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }], creditCard(t), { pickupStoreId: storeA.id }));
  expect(pickup.status, JSON.stringify(pickup.body)).toBe(201);
  await settlePayments(t);
  docs.pickup = { id: pickup.body.order.id, code: pickup.body.order.id, version: 2 };
  // Online orders are not store rows: the order list shows every one, so its id is no leak marker.
  markers = Object.entries(docs)
    .filter(([doc]) => doc !== 'pickup')
    .map(([, d]) => d.code);
});

/** A valid body for each write on a store document: validation must pass so that only the scope can refuse. */
const WRITE_BODIES: Record<string, () => unknown> = {
  'DELETE /api/admin/stock-exits/:id': () => undefined,
  'PATCH /api/admin/requests/merchandise/:id/status': () => ({ status: 'Em Análise', version: docs.merchandise.version }),
  'PATCH /api/admin/requests/merchandise/:id/items/bulk': () => ({ status: 'Item em Falta', version: docs.merchandise.version }),
  'PATCH /api/admin/requests/merchandise/:id/items/:itemId/status': () => ({ status: 'Item em Falta', version: docs.merchandise.version }),
  'PATCH /api/admin/special-orders/:id/status': () => ({ status: 'Cancelada', version: docs.specialOrder.version }),
  'POST /api/admin/transfers/:id/separate': () => ({ version: docs.transfer.version }),
  'POST /api/admin/transfers/:id/send': () => ({ version: docs.transfer.version }),
  'POST /api/admin/transfers/:id/cancel': () => ({ version: docs.transfer.version }),
  'POST /api/admin/transfers/:id/receive': () => ({ items: [{ itemId: docs.transfer.itemId, receivedQuantity: 1 }], idempotencyKey: 'walk-receipt-key-1' }),
  'POST /api/admin/transfers/:id/resolve': () => ({ version: docs.transfer.version, outcome: 'loss', note: 'walk' }),
  'POST /api/admin/fiscal/invoices/:id/reissue': () => ({ version: docs.transferInvoice.version }),
  'POST /api/admin/fiscal/invoices/:id/cancel': () => ({ version: docs.transferInvoice.version, justification: 'Cancelamento pelo passeio do escopo' }),
  'POST /api/admin/stock-counts/:id/lines': () => ({ productId: 1, quantity: 1 }),
  'POST /api/admin/stock-counts/:id/close': () => ({}),
  'POST /api/admin/stock-counts/:id/reopen': () => ({}),
  'POST /api/admin/stock-counts/:id/cancel': () => ({}),
  'POST /api/admin/stock-counts/:id/apply': () => ({ reason: 'Ajuste' }),
  'POST /api/admin/stock-counts/:id/approve': () => ({}),
  'POST /api/admin/pickups/:id/ready': () => ({}),
  'POST /api/admin/pickups/:id/hand-over': () => ({ code: '123456' }),
};

/** Creating for store A: refused to store B's staff. */
const CREATES_FOR_A: Record<string, () => unknown> = {
  'POST /api/admin/stock-exits': () => ({ storeId: storeA.id, exitDate: '2026-11-22', items: [{ productId: 1, quantity: 1 }] }),
  'POST /api/admin/stock-counts': () => ({ locationId: storeA.locationId }),
  'POST /api/admin/requests/merchandise': () => merchandiseRequestForm(storeA.id, [{ productId: 1, quantity: 1 }]),
  // From the warehouse to store A: store B's staff send from their own store only.
  'POST /api/admin/transfers': () => ({ fromLocationId: 1, toLocationId: placeA, items: [{ productId: 1, quantity: 1 }] }),
  'POST /api/admin/special-orders': () => {
    const fd = new FormData();
    fd.set(
      'data',
      JSON.stringify({
        customerName: 'Outra',
        customerContact: '(11) 95555-0000',
        storeId: storeA.id,
        isExistingProduct: true,
        items: [{ productId: 1, quantity: 1 }],
      }),
    );
    return fd;
  },
};

const adminRoutes = () => Object.keys(ROUTE_ACCESS).filter((route) => route.split(' ')[1]!.startsWith('/api/admin/'));

/** A path with its parameters filled: a store document's ids, each report kind, 999999 elsewhere. */
function concretePaths(path: string): string[] {
  const doc = documentOf(path);
  const filled = path.replace(/:(\w+)/g, (_m, name: string) => {
    if (name === 'id' && doc) return String(docs[doc].id);
    if (name === 'itemId' && doc === 'merchandise') return String(docs.merchandise.itemId);
    if (name === 'kind') return doc === 'transferInvoice' ? ':file' : ':kind';
    return '999999';
  });
  if (filled.includes(':file')) return ['danfe', 'xml', 'cancel-xml'].map((file) => filled.replace(':file', file));
  return filled.includes(':kind') ? REPORT_KINDS.map((kind) => filled.replace(':kind', kind)) : [filled];
}

/** The text of an answer whatever its format (JSON, CSV, PDF, XLSX). */
async function answerText(bytes: Buffer, contentType: string): Promise<string> {
  if (contentType.includes('pdf')) return pdfText(bytes);
  if (contentType.includes('spreadsheetml')) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value)))));
    return cells.join('\n');
  }
  return bytes.toString('utf8');
}

describe('store scope: a member of store B walks every back-office route over store A', () => {
  it('opens none of store A’s documents, and every write on one is refused and changes nothing', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const [method, path] = route.split(' ') as [string, string];
      if (!documentOf(path)) continue;
      if (method !== 'GET' && !(route in WRITE_BODIES)) {
        wrong.push(`${route}: no body in WRITE_BODIES (a write on a store document must be walked)`);
        continue;
      }
      for (const concrete of concretePaths(path)) {
        const res = await clerkB.request(method, concrete, method === 'GET' ? undefined : WRITE_BODIES[route]!());
        const allowed = method === 'GET' ? [404] : [403, 404];
        if (!allowed.includes(res.status)) wrong.push(`${method} ${concrete} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    const merchandise = (await admin.get(`/api/admin/requests/merchandise/${docs.merchandise.id}`)).body.request;
    expect(merchandise).toMatchObject({ status: 'Recebida', version: docs.merchandise.version });
    expect(merchandise.items[0].status).toBe('Recebido');
    expect((await admin.get(`/api/admin/special-orders/${docs.specialOrder.id}`)).body.order).toMatchObject({
      status: 'Recebida',
      version: docs.specialOrder.version,
    });
    expect((await admin.get(`/api/admin/stock-exits/${docs.exit.id}`)).body.exit.status).not.toBe('reversed');
    expect((await admin.get(`/api/admin/transfers/${docs.transfer.id}`)).body.transfer).toMatchObject({ status: 'sent', version: docs.transfer.version });
    const [nfe] = await t.ctx.database.db
      .select()
      .from(fiscalInvoices)
      .where(eq(fiscalInvoices.id, Number(docs.transferInvoice.id)));
    expect(nfe).toMatchObject({ status: 'authorized', version: docs.transferInvoice.version });
    expect((await admin.get(`/api/admin/stock-counts/${docs.count.id}`)).body.count).toMatchObject({
      status: 'counting',
      version: docs.count.version,
      countedLines: 0,
    });
    const [pickup] = await t.ctx.database.db
      .select({ status: orders.status, code: orders.pickupCode })
      .from(orders)
      .where(eq(orders.id, String(docs.pickup.id)));
    expect(pickup).toEqual({ status: 'processing', code: null });
  });

  it('creates nothing for store A', async () => {
    const wrong: string[] = [];
    for (const [route, body] of Object.entries(CREATES_FOR_A)) {
      const [method, path] = route.split(' ') as [string, string];
      expect(ROUTE_ACCESS[route], route).toBeDefined();
      const res = await clerkB.request(method, path, body());
      if (![403, 404].includes(res.status)) wrong.push(`${route} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('finds no store A document code in any list, search, summary, report preview or file', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const [method, path] = route.split(' ') as [string, string];
      if (method !== 'GET' || documentOf(path)) continue;
      for (const concrete of concretePaths(path)) {
        // As the screens ask, and as one looking for store A's rows would: by its code, by its store.
        const queries = ['', `?pageSize=100&storeId=${storeA.id}`, ...markers.map((code) => `?search=${encodeURIComponent(code)}&pageSize=100`)];
        const formats = concrete.endsWith('/file') ? ['csv', 'xlsx', 'pdf'] : [null];
        for (const query of queries) {
          for (const format of formats) {
            const url = format ? `${concrete}${query ? `${query}&` : '?'}format=${format}` : `${concrete}${query}`;
            const res = await rawRequest(t, clerkB, 'GET', url);
            if (res.status !== 200) continue;
            const text = await answerText(res.bytes, res.headers.get('content-type') ?? '');
            // A preview's figures name no document: its tops would name store A ('Lojas').
            const leaked = [...markers, ...(concrete.endsWith('/preview') ? [storeA.name] : [])].filter((code) => text.includes(code));
            if (leaked.length) wrong.push(`GET ${url} → ${leaked.join(', ')}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('still sees store A’s documents as the warehouse (the walk can find them)', async () => {
    expect(JSON.stringify((await admin.get('/api/admin/audit?pageSize=100&entity=special_order')).body)).toContain(docs.specialOrder.code);
    expect((await admin.get(`/api/admin/stock-movements?search=${docs.exit.code}`)).body.items.length).toBeGreaterThan(0);
    const csv = (await rawRequest(t, admin, 'GET', `/api/admin/report-center/saidas/file?format=csv&search=${docs.exit.code}`)).bytes.toString('utf8');
    expect(csv).toContain(docs.exit.code);
    expect((await admin.get(`/api/admin/special-orders/${docs.specialOrder.id}`)).status).toBe(200);
  });
});
