import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FISCAL_INVOICE_NOT_FOUND_MESSAGE, TRANSFER_INVOICE_CANCEL_MESSAGE } from '@/domain/fiscal/rules';
import { isValidNfeKey } from '@/domain/nfe';
import { WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { fiscalInvoices, fiscalProviderCalls, fiscalSandboxDocuments, jobs } from '@/server/db/schema';
import { enqueueJob, runDueJobs } from '@/server/job-runner/job-runner';
import { SHOP_JOB_HANDLERS } from '@/server/job-runner/shop-jobs';
import { createProduct, rawRequest, signedInStaff } from '../support/app-fixtures';
import { dbLabel } from '../support/databases';
import { SHOP_ISSUER } from '../support/fixtures';
import { pdfText } from '../support/pdf';
import { setUpStockSuite } from '../support/stock-balances';

// The NF-e de transferência (issue 36, decision 073): a transfer sent between two establishments
// (a store with its own CNPJ and IE, and the warehouse's — Configurações → Fiscal) is issued once
// through the fiscal provider (the sandbox here), CFOP 5152 within the state and 6152 between
// states; the guia carries its key. The same establishment issues nothing, as before.

process.env.AUTH_RATE_LIMIT = 'off';
const { t, admin, db } = setUpStockSuite();

/** A store in São Paulo (same UF as the warehouse) or Rio de Janeiro, with its own CNPJ and IE. */
const CAMPINAS = {
  cnpj: '11.222.333/0002-62',
  stateRegistration: '244.123.456.119',
  cep: '13010-001',
  street: 'Rua Barão de Jaguara',
  number: '900',
  complement: '',
  neighborhood: 'Centro',
  city: 'Campinas',
  state: 'SP',
};
const RIO = {
  cnpj: '11.222.333/0003-43',
  stateRegistration: '86.123.456',
  cep: '20040-002',
  street: 'Rua da Carioca',
  number: '10',
  complement: 'Loja 2',
  neighborhood: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
};

let keyN = 0;
const key = () => `transfer-nfe-${Date.now()}-${++keyN}`;

async function runJobs(rounds = 10) {
  for (let i = 0; i < rounds; i++) {
    const ran = await runDueJobs(t.ctx, SHOP_JOB_HANDLERS, { instanceId: 'test', recurring: [], backoffMs: 0 });
    if (ran === 0) return;
  }
}

/** A store (Cadastros → Lojas) with its place; with `establishment`, its own CNPJ, IE and address. */
async function newStore(name: string, establishment?: typeof CAMPINAS) {
  const res = await admin.post('/api/admin/stores', { name, address: 'Endereço da loja', type: 'Filial', ...(establishment ?? {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const store = res.body.item;
  const r = await db().execute<{ id: number }>(sql`SELECT id FROM stock_locations WHERE store_id = ${store.id}`);
  return { id: store.id as number, place: Number(r.rows[0]!.id) };
}

/** A product the NF-e can carry: NCM, 'SEM GTIN' and an average cost. */
async function fiscalProduct(costPriceCents = 1250) {
  const p = await createProduct(t, { stock: 30 });
  await db().execute(sql`UPDATE products SET ncm = '71179000', gtin = 'SEM GTIN', cost_price_cents = ${costPriceCents} WHERE id = ${p.id}`);
  return p;
}

/** A transfer created, separated and sent by the administrator. */
async function sendTransfer(from: number, to: number, items: { productId: number; quantity: number }[]) {
  const created = await admin.post('/api/admin/transfers', { fromLocationId: from, toLocationId: to, items, idempotencyKey: key() });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const tr = created.body.transfer;
  const picked = await admin.post(`/api/admin/transfers/${tr.id}/separate`, { version: tr.version });
  expect(picked.status, JSON.stringify(picked.body)).toBe(200);
  const sent = await admin.post(`/api/admin/transfers/${tr.id}/send`, { version: picked.body.transfer.version });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.transfer as { id: number; code: string };
}

const invoicesOf = (transferId: number) => db().select().from(fiscalInvoices).where(eq(fiscalInvoices.transferId, transferId));
const queuedJobs = async (transferId: number) =>
  (await db().select().from(jobs).where(eq(jobs.kind, 'fiscal.issue-transfer-invoice'))).filter(
    (j) => (j.payload as { transferId?: number }).transferId === transferId,
  );

let campinas: { id: number; place: number };
let rio: { id: number; place: number };
let plain: { id: number; place: number };

beforeAll(async () => {
  const saved = await admin.put('/api/admin/fiscal/settings', SHOP_ISSUER);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  campinas = await newStore('Loja Campinas', CAMPINAS);
  rio = await newStore('Loja Rio', RIO);
  plain = await newStore('Quiosque da Sé');
});

describe(`NF-e de transferência (${dbLabel})`, () => {
  it('a store as its own establishment needs its IE and full address (400, pt-BR); blank CNPJ stays part of the shop', async () => {
    const res = await admin.post('/api/admin/stores', { name: 'Loja Incompleta', address: 'Rua X', type: 'Filial', cnpj: '11.222.333/0004-24' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('Uma loja com CNPJ próprio precisa da inscrição estadual e do endereço completo');
    const bad = await admin.post('/api/admin/stores', { name: 'Loja CNPJ Errado', address: 'Rua X', type: 'Filial', cnpj: '11.111.111/1111-11' });
    expect(bad.status).toBe(400);
    const stores = (await admin.get('/api/admin/stores')).body.items as { name: string; cnpj: string | null }[];
    expect(stores.find((s) => s.name === 'Loja Campinas')?.cnpj).toBe('11.222.333/0002-62');
    expect(stores.find((s) => s.name === 'Quiosque da Sé')?.cnpj).toBeNull();
  });

  it('warehouse → a store of its own in the same UF: one NF-e, CFOP 5152, at average cost, sem pagamento; the guia prints its key', async () => {
    const p = await fiscalProduct(1250);
    const tr = await sendTransfer(WAREHOUSE_LOCATION_ID, campinas.place, [{ productId: p.id, quantity: 4 }]);
    expect(await queuedJobs(tr.id)).toHaveLength(1);
    // Until the job makes it, the transfer says its NF-e is queued (the screen reads it again).
    expect((await admin.get(`/api/admin/transfers/${tr.id}`)).body.transfer.invoice).toBe('queued');
    await runJobs();

    const [inv, ...more] = await invoicesOf(tr.id);
    expect(more).toEqual([]);
    expect(inv).toMatchObject({ status: 'authorized', orderId: null, reference: `transferencia-${tr.id}`, provider: 'sandbox' });
    expect(isValidNfeKey(inv!.accessKey!)).toBe(true);
    expect(inv!.request).toMatchObject({
      nature: 'Transferência de mercadoria',
      destination: 'internal',
      finalConsumer: false,
      issuer: { cnpj: '11222333000181', address: { state: 'SP', cityCode: '3550308' } },
      recipient: {
        document: { kind: 'cnpj', number: '11222333000262' },
        taxpayer: 'contributor',
        stateRegistration: '244123456119',
        address: { cityCode: '3509502' },
      },
      items: [{ cfop: '5152', ncm: '71179000', quantity: 4, unitPriceCents: 1250, grossCents: 5000, csosn: '400' }],
      totals: { productsCents: 5000, totalCents: 5000 },
      payments: [{ method: 'none', amountCents: 0 }],
    });
    // The sandbox wrote the XML from our model: tPag 90, CFOP 5152.
    const xml = (await t.ctx.storage.get(inv!.xmlKey!))!.toString();
    expect(xml).toContain('<CFOP>5152</CFOP>');
    expect(xml).toContain('<tPag>90</tPag>');

    const detail = (await admin.get(`/api/admin/transfers/${tr.id}`)).body.transfer;
    expect(detail.invoice).toMatchObject({
      status: 'authorized',
      statusLabel: 'Autorizada',
      accessKey: inv!.accessKey,
      hasDanfe: true,
      hasXml: true,
      errors: [],
    });
    const danfe = await rawRequest(t, admin, 'GET', `/api/admin/transfers/${tr.id}/nfe/danfe`);
    expect(danfe.status).toBe(200);
    expect(pdfText(danfe.bytes)).toContain('Transferência de mercadoria');

    const guia = await rawRequest(t, admin, 'GET', `/api/admin/transfers/${tr.id}/guia.pdf`);
    expect(guia.status).toBe(200);
    const text = pdfText(guia.bytes).replace(/\s+/g, '');
    expect(text).toContain(inv!.accessKey!);
  });

  it('a store of its own in another UF → the warehouse: issued by the store, CFOP 6152', async () => {
    const p = await fiscalProduct(990);
    // Stock at the Rio store first (sent from the warehouse, received there).
    const inbound = await sendTransfer(WAREHOUSE_LOCATION_ID, rio.place, [{ productId: p.id, quantity: 5 }]);
    await runJobs();
    const inboundItem = (await admin.get(`/api/admin/transfers/${inbound.id}`)).body.transfer.items[0];
    const received = await admin.post(`/api/admin/transfers/${inbound.id}/receive`, {
      items: [{ itemId: inboundItem.id, receivedQuantity: 5 }],
      idempotencyKey: key(),
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect((await invoicesOf(inbound.id))[0]!.request).toMatchObject({ destination: 'interstate', items: [{ cfop: '6152' }] });

    const back = await sendTransfer(rio.place, WAREHOUSE_LOCATION_ID, [{ productId: p.id, quantity: 2 }]);
    await runJobs();
    const [inv] = await invoicesOf(back.id);
    expect(inv).toMatchObject({ status: 'authorized' });
    expect(inv!.request).toMatchObject({
      destination: 'interstate',
      issuer: {
        cnpj: '11222333000343',
        stateRegistration: '86123456',
        tradeName: 'Loja Rio',
        address: { state: 'RJ', cityCode: '3304557', complement: 'Loja 2' },
      },
      recipient: { document: { number: '11222333000181' }, address: { state: 'SP' } },
      items: [{ cfop: '6152', quantity: 2, unitPriceCents: 990 }],
    });
    // The key carries the issuer's UF (33, Rio de Janeiro) and CNPJ.
    expect(inv!.accessKey!.slice(0, 2)).toBe('33');
    expect(inv!.accessKey!.slice(6, 20)).toBe('11222333000343');
  });

  it('the same establishment (a store without its own CNPJ): no job, no NF-e, as before', async () => {
    const p = await fiscalProduct();
    const tr = await sendTransfer(WAREHOUSE_LOCATION_ID, plain.place, [{ productId: p.id, quantity: 1 }]);
    await runJobs();
    expect(await queuedJobs(tr.id)).toEqual([]);
    expect(await invoicesOf(tr.id)).toEqual([]);
    expect((await admin.get(`/api/admin/transfers/${tr.id}`)).body.transfer.invoice).toBeNull();
    expect((await admin.request('GET', `/api/admin/transfers/${tr.id}/nfe/danfe`)).status).toBe(404);
  });

  it('a retry of the job (and a second instance) does not issue twice: one invoice, one provider issue, one sandbox document', async () => {
    const p = await fiscalProduct();
    const tr = await sendTransfer(WAREHOUSE_LOCATION_ID, campinas.place, [{ productId: p.id, quantity: 1 }]);
    await runJobs();
    await enqueueJob(db(), 'fiscal.issue-transfer-invoice', { transferId: tr.id });
    await enqueueJob(db(), 'fiscal.issue-transfer-invoice', { transferId: tr.id });
    await runJobs();
    const invoices = await invoicesOf(tr.id);
    expect(invoices).toHaveLength(1);
    const issues = (await db().select().from(fiscalProviderCalls).where(eq(fiscalProviderCalls.invoiceId, invoices[0]!.id))).filter(
      (c) => c.action === 'issue',
    );
    expect(issues).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(fiscalSandboxDocuments)
        .where(eq(fiscalSandboxDocuments.reference, `transferencia-${tr.id}`)),
    ).toHaveLength(1);
  });

  it('a product without average cost stops the NF-e before the provider, saying why on the transfer', async () => {
    const p = await fiscalProduct(0);
    const tr = await sendTransfer(WAREHOUSE_LOCATION_ID, campinas.place, [{ productId: p.id, quantity: 1 }]);
    await runJobs();
    const [inv] = await invoicesOf(tr.id);
    expect(inv).toMatchObject({ status: 'rejected', submittedAt: null });
    const detail = (await admin.get(`/api/admin/transfers/${tr.id}`)).body.transfer;
    expect(detail.invoice.status).toBe('rejected');
    expect(detail.invoice.errors.join(' ')).toContain('sem custo médio');

    // Fixed in the catalogue, 'Emitir novamente' rebuilds it from today's data: authorised, same reference.
    await db().execute(sql`UPDATE products SET cost_price_cents = 700 WHERE id = ${p.id}`);
    const again = await admin.post(`/api/admin/fiscal/invoices/${detail.invoice.id}/reissue`, { version: detail.invoice.version });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const after = (await admin.get(`/api/admin/transfers/${tr.id}`)).body.transfer.invoice;
    expect(after).toMatchObject({ id: detail.invoice.id, status: 'authorized' });
    expect(await invoicesOf(tr.id)).toHaveLength(1);
  });
  it("a store's staff reach the NF-e of their own store's transfers only: another store's is missing (404) to reissue, cancel and download", async () => {
    // Gerentes hold 'fiscal.manage': only the store scope (decision 078) may stop Rio's.
    const ofCampinas = (await signedInStaff(t, admin, 'Gerente', { storeId: campinas.id })).client;
    const ofRio = (await signedInStaff(t, admin, 'Gerente', { storeId: rio.id })).client;
    const authorized = await sendTransfer(WAREHOUSE_LOCATION_ID, campinas.place, [{ productId: (await fiscalProduct(900)).id, quantity: 1 }]);
    const noCost = await fiscalProduct(0);
    const rejected = await sendTransfer(WAREHOUSE_LOCATION_ID, campinas.place, [{ productId: noCost.id, quantity: 1 }]);
    await runJobs();
    const [good] = await invoicesOf(authorized.id);
    const [bad] = await invoicesOf(rejected.id);
    expect(good).toMatchObject({ status: 'authorized' });
    expect(bad).toMatchObject({ status: 'rejected' });
    await db().execute(sql`UPDATE products SET cost_price_cents = 700 WHERE id = ${noCost.id}`);

    const reissue = await ofRio.post(`/api/admin/fiscal/invoices/${bad!.id}/reissue`, { version: bad!.version });
    expect(reissue.status, JSON.stringify(reissue.body)).toBe(404);
    expect(reissue.body.error.message).toBe(FISCAL_INVOICE_NOT_FOUND_MESSAGE);
    const cancel = await ofRio.post(`/api/admin/fiscal/invoices/${good!.id}/cancel`, {
      version: good!.version,
      justification: 'Nota emitida por engano na loja errada',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(404);
    for (const kind of ['danfe', 'xml']) {
      expect((await rawRequest(t, ofRio, 'GET', `/api/admin/fiscal/invoices/${good!.id}/${kind}`)).status, kind).toBe(404);
      expect((await rawRequest(t, ofCampinas, 'GET', `/api/admin/fiscal/invoices/${good!.id}/${kind}`)).status, kind).toBe(200);
    }
    expect((await invoicesOf(rejected.id))[0]).toMatchObject({ status: 'rejected', version: bad!.version });
    expect((await invoicesOf(authorized.id))[0]).toMatchObject({ status: 'authorized', version: good!.version });

    // Nobody cancels a sent transfer's NF-e (decision 073), not even an administrator.
    const byAdmin = await admin.post(`/api/admin/fiscal/invoices/${good!.id}/cancel`, {
      version: good!.version,
      justification: 'Nota emitida por engano na loja errada',
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(409);
    expect(byAdmin.body.error.message).toBe(TRANSFER_INVOICE_CANCEL_MESSAGE);
    expect((await invoicesOf(authorized.id))[0]).toMatchObject({ status: 'authorized', version: good!.version });

    // The destination's staff may: 'Emitir novamente' on their transfer's card.
    const own = await ofCampinas.post(`/api/admin/fiscal/invoices/${bad!.id}/reissue`, { version: bad!.version });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await invoicesOf(rejected.id))[0]).toMatchObject({ status: 'authorized' });
  });
});
