import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, supplierInvoiceItems, supplierInvoices, suppliers } from '@/server/db/schema';
import { DEFAULT_ITEMS, nfeXml } from '../fixtures/nfe';
import { setUpTestApp, signInForSuite } from '../support/test-app';
import { createProduct, ledgerViolations, productRow } from './orders-fixtures';

// 'Importar XML/NF': the NF-e refusals (nothing written), matching by mapping, barcode and name,
// unit conversion, and the imported invoice counted by a receiving check.
let seq = 0;
const t = setUpTestApp();
const clerk = signInForSuite(t, 'staff');

const uniqueNumber = () => 100_000 + (Date.now() % 800_000) + ++seq;
const form = (xml: string | Uint8Array, choices?: unknown) => {
  const f = new FormData();
  f.set('file', new Blob([typeof xml === 'string' ? xml : new Uint8Array(xml)]), 'nota.xml');
  if (choices !== undefined) f.set('choices', JSON.stringify(choices));
  return f;
};
const preview = (xml: string | Uint8Array) => clerk.post('/api/admin/supplier-invoices/nfe/preview', form(xml));
const invoices = async () => Number((await t.ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM supplier_invoices`)).rows[0]!.n);

describe('refusals', () => {
  it('refuses, with a pt-BR 400 and nothing written, what is not an authorised, own-keyed NF-e 55 v4.00', async () => {
    const before = await invoices();
    const cases: [string | Uint8Array, string][] = [
      [Buffer.from('89504e470d0a1a0a', 'hex'), 'O arquivo não é um XML de NF-e válido.'],
      ['<nfeProc><NFe><infNFe></nfeProc>', 'O arquivo não é um XML de NF-e válido.'],
      ['<?xml version="1.0"?><pedido><numero>1</numero></pedido>', 'O arquivo não é uma NF-e modelo 55 versão 4.00 (nfeProc ou NFe do Portal da NF-e).'],
      [nfeXml({ namespace: 'http://example.com/nfe' }), 'O arquivo não é uma NF-e modelo 55 versão 4.00 (nfeProc ou NFe do Portal da NF-e).'],
      [nfeXml({ model: '65' }), 'Este arquivo é uma NFC-e (modelo 65, cupom fiscal ao consumidor), não uma NF-e de fornecedor (modelo 55).'],
      [nfeXml({ bare: true }), 'Este XML não traz o protocolo de autorização da SEFAZ. Peça ao fornecedor o "XML autorizado" da NF-e (o arquivo procNFe, com o protocolo).'],
      [nfeXml({ badKeyDigit: true }), 'Chave de acesso inválida: deve ter 44 dígitos com dígito verificador correto.'],
      [nfeXml({ number: 10, keyNumber: 11 }), 'A chave de acesso não confere com os dados da nota (emitente, modelo, série ou número).'],
      [
        nfeXml({ status: '110' }).replace('Autorizado o uso da NF-e', 'Uso Denegado'),
        'NF-e não autorizada pela SEFAZ (situação 110: Uso Denegado). Só notas autorizadas (100 ou 150) podem ser importadas.',
      ],
      [nfeXml({ cancelled: true }), 'Esta NF-e foi cancelada pelo emitente e não pode ser importada.'],
      [nfeXml({ items: [] }), 'A NF-e não tem itens.'],
    ];
    for (const [xml, message] of cases) {
      const res = await preview(xml);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
      const imported = await clerk.post('/api/admin/supplier-invoices/nfe', form(xml, []));
      expect(imported.body.error.message).toBe(message);
    }
    const big = await preview(`<x>${'a'.repeat(2 * 1024 * 1024 + 10)}</x>`);
    expect(big.status).toBe(400);
    expect(big.body.error.message).toBe('O XML da NF-e deve ter no máximo 2 MB.');
    expect(await invoices()).toBe(before);
  });

  it('accepts status 150 and the fixture file kept in the repository', async () => {
    expect((await preview(nfeXml({ number: uniqueNumber(), status: '150' }))).status).toBe(200);
    // The file kept in the repository (three items, two 'SEM GTIN', UN and CX).
    const kept = await preview(fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/nfe/nfe-santa-luzia-4521.xml')));
    expect(kept.status).toBe(200);
    expect(kept.body.preview.lines.map((l: { unit: string; barcode: string | null }) => [l.unit, l.barcode])).toEqual([
      ['UN', '7894900011517'],
      ['CX', null],
      ['UN', null],
    ]);
  });
});

describe('recipient', () => {
  it('with the shop CNPJ set, refuses an NF-e addressed to another CNPJ and accepts its own (without the notice)', async () => {
    const admin = await t.as('admin');
    const current = (await admin.get('/api/admin/settings')).body.shop;
    const save = (cnpj: string) => admin.put('/api/admin/settings', { ...current, cnpj });
    expect((await save('12.345.678/0001-00')).body.error.message).toBe('CNPJ inválido.');
    expect((await save('44.555.666/0001-81')).status).toBe(200);
    try {
      const own = await preview(nfeXml({ number: uniqueNumber() }));
      expect(own.status).toBe(200);
      expect(own.body.preview.notice).toBeNull();
      expect((await save('11.222.333/0001-81')).status).toBe(200);
      const other = await preview(nfeXml({ number: uniqueNumber() }));
      expect(other.status).toBe(400);
      expect(other.body.error.message).toBe('Esta NF-e é destinada a outro CNPJ, não à loja.');
    } finally {
      expect((await save('')).status).toBe(200);
    }
  });
});

describe('import and check', () => {
  it('matches by barcode and by name, converts CX to units, creates the supplier, remembers the mapping, and the check counts it', async () => {
    const cnpj = `${String(10_000_000 + (Date.now() % 80_000_000)).slice(0, 8)}000199`;
    const byBarcode = await createProduct(t, { stock: 1, name: 'Terço de Madeira Natural' });
    await t.ctx.database.db.update(products).set({ barcode: DEFAULT_ITEMS[0]!.ean }).where(eq(products.id, byBarcode.id));
    const byName = await createProduct(t, { stock: 0, name: 'Vela Votiva 7 Dias Branca' });
    const other = await createProduct(t, { stock: 0, name: 'Imagem de Nossa Senhora Aparecida 20cm' });
    const number = uniqueNumber();
    const xml = nfeXml({ number, cnpj });

    const res = await preview(xml);
    expect(res.status).toBe(200);
    const p = res.body.preview;
    expect(p).toMatchObject({ number: String(number), series: '1', emissionDate: '2026-11-20', supplier: { id: null }, totalCents: 204 * 100 + 288 * 100 + 27540 });
    expect(p.notice).toBe('O CNPJ da loja não está configurado: o destinatário da nota não foi verificado.');
    expect(p.lines[0]).toMatchObject({ lineNo: 1, barcode: DEFAULT_ITEMS[0]!.ean, match: { id: byBarcode.id, how: 'barcode' } });
    // The unit value as written, for a product created from the line (its cost).
    expect(Number(p.lines[0].unitValue)).toBe(Number(DEFAULT_ITEMS[0]!.unitValue));
    expect(p.lines[1]).toMatchObject({ barcode: null, unit: 'CX', match: { id: byName.id, how: 'name' } });
    expect(p.lines[2].suggestions.map((s: { id: number }) => s.id)).toContain(other.id);

    const missing = await clerk.post('/api/admin/supplier-invoices/nfe', form(xml, [{ lineNo: 1, productId: byBarcode.id, conversionFactor: 1 }]));
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Escolha o produto do item 2 da nota.');
    const choices = [
      { lineNo: 1, productId: byBarcode.id, conversionFactor: 1 },
      { lineNo: 2, productId: byName.id, conversionFactor: 12 },
      { lineNo: 3, productId: other.id, conversionFactor: 1 },
    ];
    const imported = await clerk.post('/api/admin/supplier-invoices/nfe', form(xml, choices));
    expect(imported.status).toBe(201);
    const invoiceId = imported.body.invoiceId;
    const [invoice] = await t.ctx.database.db.select().from(supplierInvoices).where(eq(supplierInvoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: 'awaiting', source: 'nfe_xml', number: String(number), totalCents: 76740 });
    const [supplier] = await t.ctx.database.db.select().from(suppliers).where(eq(suppliers.id, invoice!.supplierId));
    expect(supplier!.name).toBe('Santa Luzia Artigos Religiosos');
    const items = await t.ctx.database.db.select().from(supplierInvoiceItems).where(eq(supplierInvoiceItems.invoiceId, invoiceId)).orderBy(supplierInvoiceItems.lineNo);
    expect(items.map((i) => [i.productId, i.unit, i.conversionFactor, i.expectedQuantity])).toEqual([
      [byBarcode.id, 'UN', 1, 24],
      [byName.id, 'CX', 12, 36],
      [other.id, 'UN', 1, 6],
    ]);
    expect((await clerk.post('/api/admin/supplier-invoices/nfe', form(xml, choices))).body.error.message).toBe('Esta NF-e já foi importada.');
    expect((await preview(xml)).body.error.message).toBe('Esta NF-e já foi importada.');
    expect((await clerk.get(`/api/admin/supplier-invoices/${invoiceId}`)).body.invoice.status).toBe('awaiting');

    // The next invoice of this supplier is matched by the remembered codes, with their conversion.
    const next = (await preview(nfeXml({ number: uniqueNumber(), cnpj }))).body.preview;
    expect(next.supplier.id).toBe(invoice!.supplierId);
    expect(next.lines.map((l: { match: { how: string; id: number }; conversionFactor: number }) => [l.match.how, l.match.id, l.conversionFactor])).toEqual([
      ['mapping', byBarcode.id, 1],
      ['mapping', byName.id, 12],
      ['mapping', other.id, 1],
    ]);

    // The clerk counts it: expected quantities come from the invoice, whatever the client sends.
    const check = await clerk.post('/api/admin/receiving-checks', {
      invoiceId,
      lines: [
        { productId: byBarcode.id, expectedQuantity: 999, receivedQuantity: 24 },
        { productId: byName.id, expectedQuantity: 36, receivedQuantity: 36 },
        { productId: other.id, expectedQuantity: 6, receivedQuantity: 6 },
      ],
      number: String(number),
      series: '1',
      emissionDate: '2026-11-20',
      receptionDate: '2026-11-24',
      supplierId: invoice!.supplierId,
      receiverName: 'Carlos Funcionário',
      autoEntry: true,
    });
    expect(check.status).toBe(201);
    expect(check.body.check).toMatchObject({ invoiceId, hasDiscrepancy: false, itemsChecked: 3 });
    expect((await productRow(t, byName.id)).stock).toBe(36);
    expect((await productRow(t, byBarcode.id)).stock).toBe(25);
    const detail = (await clerk.get(`/api/admin/supplier-invoices/${invoiceId}`)).body.invoice;
    expect(detail.status).toBe('ok');
    expect(detail.items.map((i: { expected: number; received: number }) => [i.expected, i.received])).toEqual([
      [24, 24],
      [36, 36],
      [6, 6],
    ]);
    const twice = await clerk.post('/api/admin/receiving-checks', { ...check.body, invoiceId, lines: [{ productId: other.id, expectedQuantity: 6, receivedQuantity: 6 }], number: 'x', emissionDate: '2026-11-20', receptionDate: '2026-11-24', supplierId: invoice!.supplierId, receiverName: 'Carlos' });
    expect(twice.status).toBe(409);
    expect(await ledgerViolations(t)).toEqual([]);
  });

  it('refuses a quantity that does not convert to whole stock units', async () => {
    const p = await createProduct(t, { stock: 0 });
    const xml = nfeXml({ number: uniqueNumber(), items: [{ code: 'FITA-1', ean: 'SEM GTIN', name: 'FITA DE CETIM', unit: 'M', quantity: '2.5000', unitValue: '1.0000000000' }] });
    const res = await clerk.post('/api/admin/supplier-invoices/nfe', form(xml, [{ lineNo: 1, productId: p.id, conversionFactor: 1 }]));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('A quantidade do item 1 convertida para a unidade do estoque não é um número inteiro: ajuste a conversão.');
    expect((await clerk.post('/api/admin/supplier-invoices/nfe', form(xml, [{ lineNo: 1, productId: p.id, conversionFactor: 2 }]))).status).toBe(201);
  });
});
