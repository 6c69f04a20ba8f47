import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nfeXml } from '../fixtures/nfe';
import { createProduct, moveStockAt, placeBalance, signedInStaff, storePlace } from '../support/app-fixtures';
import { dbLabel } from '../support/databases';
import { setUpStockSuite } from '../support/stock-balances';

const { t, admin, db } = setUpStockSuite();

/** The shop's CNPJ in Configurações → Fiscal: the real NFC-e's issuer. */
const SHOP_CNPJ = '23285089000185';
const REAL_NFCE = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/nfce/spedda-nfce112-2-cstat150.xml'));

let filial: { storeId: number; locationId: number };
let matriz: { storeId: number; locationId: number };

const onHand = async (productId: number, locationId: number) => (await placeBalance(t, productId, locationId)).onHand;

/** A product with this code (and barcode), holding `units` at the Filial. */
async function productCoded(code: string, units: number, barcode: string | null = null) {
  const p = await createProduct(t, { stock: 0 });
  await db().execute(sql`UPDATE products SET code = ${code}, barcode = ${barcode} WHERE id = ${p.id}`);
  if (units > 0) await moveStockAt(t, p.id, filial.locationId, units);
  return { ...p, code };
}

function nfceForm(storeId: number, files: { name: string; body: Buffer | string }[]) {
  const fd = new FormData();
  fd.set('storeId', String(storeId));
  for (const f of files) fd.append('files', new File([typeof f.body === 'string' ? f.body : new Uint8Array(f.body)], f.name, { type: 'text/xml' }));
  return fd;
}

let seq = 100;
const nfce = (o: Parameters<typeof nfeXml>[0] = {}) => nfeXml({ model: '65', cnpj: SHOP_CNPJ, number: ++seq, ...o });

beforeAll(async () => {
  filial = await storePlace(t, 'Filial');
  matriz = await storePlace(t, 'Matriz');
  await db().execute(sql`INSERT INTO fiscal_issuer (id, cnpj) VALUES (1, ${SHOP_CNPJ}) ON CONFLICT (id) DO UPDATE SET cnpj = ${SHOP_CNPJ}`);
});

describe(`Vendas das lojas: NFC-e import (${dbLabel})`, () => {
  it('posts a real NFC-e as exits at the store, once per access key', async () => {
    const three = await productCoded('3', 5);
    const eight = await productCoded('8', 5);
    const first = await admin.post('/api/admin/store-sales/nfce', nfceForm(filial.storeId, [{ name: 'nfce112_2.xml', body: REAL_NFCE }]));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.results).toHaveLength(1);
    expect(first.body.results[0]).toMatchObject({ outcome: 'imported', accessKey: '41200323285089000185650010000013051817822496' });
    expect(await onHand(three.id, filial.locationId)).toBe(3);
    expect(await onHand(eight.id, filial.locationId)).toBe(3);
    const sale = (await admin.get(`/api/admin/store-sales/${first.body.results[0].sale.id}`)).body.sale;
    expect(sale).toMatchObject({ source: 'nfce', storeId: filial.storeId, saleDate: '2020-03-11', totalItems: 4, nfceNumber: '1305' });

    // The same file again, alone and beside a new one: posted once.
    const again = await admin.post(
      '/api/admin/store-sales/nfce',
      nfceForm(filial.storeId, [
        { name: 'de-novo.xml', body: REAL_NFCE },
        {
          name: 'outra.xml',
          body: nfce({ items: [{ code: '3', ean: 'SEM GTIN', name: 'GELATO', unit: 'UN', quantity: '1.0000', unitValue: '6.0000000000' }] }),
        },
      ]),
    );
    expect(again.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(['duplicate', 'imported']);
    expect(again.body.results[0].message).toContain(sale.code);
    expect(await onHand(three.id, filial.locationId)).toBe(2);
    expect(await onHand(eight.id, filial.locationId)).toBe(3);
    const [concurrentA, concurrentB] = await Promise.all([
      admin.post('/api/admin/store-sales/nfce', nfceForm(filial.storeId, [{ name: 'a.xml', body: REAL_NFCE }])),
      admin.post('/api/admin/store-sales/nfce', nfceForm(filial.storeId, [{ name: 'b.xml', body: REAL_NFCE }])),
    ]);
    expect([concurrentA.body.results[0].outcome, concurrentB.body.results[0].outcome]).toEqual(['duplicate', 'duplicate']);
    const moves = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stock_movements WHERE ref_type = 'store_sale' AND ref_id = ${String(sale.id)}`,
    );
    expect(Number(moves.rows[0]!.n)).toBe(2);
  });

  it('refuses, with the reason, an NFC-e of another CNPJ, a cancelled one, one in homologação, a supplier NF-e and unmatched lines', async () => {
    const p = await productCoded(`NFCE-${Date.now()}`, 5, '7894900011517');
    const line = (code: string, ean = 'SEM GTIN') => [{ code, ean, name: 'TERCO', unit: 'UN', quantity: '1.0000', unitValue: '10.0000000000' }];
    const res = await admin.post(
      '/api/admin/store-sales/nfce',
      nfceForm(filial.storeId, [
        { name: 'outro-cnpj.xml', body: nfce({ cnpj: '11222333000181', items: line(p.code) }) },
        { name: 'cancelada.xml', body: nfce({ cancelled: true, items: line(p.code) }) },
        { name: 'homologacao.xml', body: nfce({ environment: '2', items: line(p.code) }) },
        { name: 'fornecedor.xml', body: nfeXml({ cnpj: SHOP_CNPJ, items: line(p.code) }) },
        { name: 'sem-produto.xml', body: nfce({ items: [...line('NAO-EXISTE'), ...line('X', '7894900011517')] }) },
        { name: 'lixo.xml', body: 'isto não é xml' },
        { name: 'demais.xml', body: nfce({ items: [{ ...line(p.code)[0]!, quantity: '9.0000' }] }) },
      ]),
    );
    const byName = Object.fromEntries(res.body.results.map((r: { fileName: string }) => [r.fileName, r]));
    for (const r of res.body.results) expect(r.outcome, r.fileName).toBe('refused');
    expect(byName['outro-cnpj.xml'].message).toContain('11222333000181');
    expect(byName['cancelada.xml'].message).toContain('cancelada');
    expect(byName['homologacao.xml'].message).toContain('homologação');
    expect(byName['fornecedor.xml'].message).toContain('modelo 55');
    // The barcode found the second line; the first is named.
    expect(byName['sem-produto.xml'].message).toContain('item 1');
    expect(byName['sem-produto.xml'].message).toContain('NAO-EXISTE');
    expect(byName['sem-produto.xml'].message).not.toContain('item 2');
    expect(byName['demais.xml'].message).toContain('Estoque insuficiente');
    expect(await onHand(p.id, filial.locationId)).toBe(5);
    const count = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_movements WHERE product_id = ${p.id} AND kind = 'store_sale'`);
    expect(Number(count.rows[0]!.n)).toBe(0);
  });

  it('Baixa de venda: a store without files posts its sales by hand, once per idempotency key', async () => {
    const p = await productCoded(`BAIXA-${Date.now()}`, 4);
    const body = { storeId: filial.storeId, saleDate: '2026-11-26', items: [{ productId: p.id, quantity: 3 }], idempotencyKey: `baixa-${Date.now()}` };
    const first = await admin.post('/api/admin/store-sales', body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await admin.post('/api/admin/store-sales', body);
    expect(second.status).toBe(200);
    expect(second.body.sale.id).toBe(first.body.sale.id);
    expect(await onHand(p.id, filial.locationId)).toBe(1);
    expect((await admin.post('/api/admin/store-sales', { ...body, idempotencyKey: undefined, items: [{ productId: p.id, quantity: 2 }] })).status).toBe(409);
    expect((await admin.post('/api/admin/store-sales', { storeId: filial.storeId, saleDate: '', items: [] })).status).toBe(400);
  });

  it('store scope: a store’s clerk imports and sees their own store’s sales only', async () => {
    const p = await productCoded(`ESCOPO-${Date.now()}`, 2);
    const sale = await admin.post('/api/admin/store-sales', { storeId: filial.storeId, saleDate: '2026-11-26', items: [{ productId: p.id, quantity: 1 }] });
    const matrizClerk = (await signedInStaff(t, admin, 'Funcionário', { storeId: matriz.storeId })).client;
    expect((await matrizClerk.get(`/api/admin/store-sales/${sale.body.sale.id}`)).status).toBe(404);
    expect(JSON.stringify((await matrizClerk.get('/api/admin/store-sales?pageSize=100')).body)).not.toContain(sale.body.sale.code);
    expect(
      (await matrizClerk.post('/api/admin/store-sales', { storeId: filial.storeId, saleDate: '2026-11-26', items: [{ productId: p.id, quantity: 1 }] })).status,
    ).toBe(403);
    expect((await matrizClerk.post('/api/admin/store-sales/nfce', nfceForm(filial.storeId, [{ name: 'x.xml', body: nfce() }]))).status).toBe(403);
    expect(await onHand(p.id, filial.locationId)).toBe(1);
  });
});
