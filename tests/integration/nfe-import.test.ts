import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatCnpj } from '@/domain/brazil';
import { products, stockEntries, supplierInvoiceItems, supplierInvoices, suppliers } from '@/server/db/schema';
import { DEFAULT_ITEMS, nfeXml } from '../fixtures/nfe';
import { createProduct, ledgerViolations, productRow } from '../support/app-fixtures';
import { SHOP_ISSUER } from '../support/fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// 'Importar XML/NF': the NF-e refusals (nothing written), matching by mapping, barcode and name,
// unit conversion, and the imported invoice counted by a receiving check.
let seq = 0;
const t = setUpTestApp();
const clerk = signInForSuite(t, 'staff');

const uniqueNumber = () => 100_000 + (Date.now() % 800_000) + ++seq;
const form = (xml: string | Uint8Array, choices?: unknown, fields: Record<string, string> = {}) => {
  const f = new FormData();
  f.set('file', new Blob([typeof xml === 'string' ? xml : new Uint8Array(xml)]), 'nota.xml');
  if (choices !== undefined) f.set('choices', JSON.stringify(choices));
  for (const [name, value] of Object.entries(fields)) f.set(name, value);
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
      [
        nfeXml({ bare: true }),
        'Este XML não traz o protocolo de autorização da SEFAZ. Peça ao fornecedor o "XML autorizado" da NF-e (o arquivo procNFe, com o protocolo).',
      ],
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
  it('with the shop CNPJ set in Configurações → Fiscal (its one field), refuses an NF-e addressed to another CNPJ and accepts its own (without the notice)', async () => {
    const admin = await t.as('admin');
    const save = (cnpj: string) => admin.put('/api/admin/fiscal/settings', { ...SHOP_ISSUER, autoIssue: false, cnpj });
    expect((await save('12.345.678/0001-00')).body.error.message).toBe('CNPJ inválido.');
    expect((await save('44.555.666/0001-81')).status).toBe(200);
    const own = await preview(nfeXml({ number: uniqueNumber() }));
    expect(own.status).toBe(200);
    expect(own.body.preview.notice).toBeNull();
    // Loja e acesso no longer keeps a CNPJ of its own: one sent there changes nothing.
    const shop = (await admin.get('/api/admin/settings')).body.shop;
    expect(shop.cnpj).toBeUndefined();
    expect((await admin.put('/api/admin/settings', { ...shop, cnpj: '11.222.333/0001-81' })).status).toBe(200);
    expect((await preview(nfeXml({ number: uniqueNumber() }))).status).toBe(200);
    expect((await save('11.222.333/0001-81')).status).toBe(200);
    const other = await preview(nfeXml({ number: uniqueNumber() }));
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe('Esta NF-e é destinada a outro CNPJ, não à loja.');
    // The issuer cannot be emptied once saved, so the rows are put back as they were for the next tests.
    await t.ctx.database.db.execute(sql`DELETE FROM fiscal_issuer`);
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
    const before = await invoices();

    const res = await preview(xml);
    expect(res.status).toBe(200);
    const p = res.body.preview;
    expect(p).toMatchObject({
      number: String(number),
      series: '1',
      emissionDate: '2026-11-20',
      supplier: { id: null },
      totalCents: 204 * 100 + 288 * 100 + 27540,
    });
    expect(p.notice).toBe('O CNPJ da loja não está configurado: o destinatário da nota não foi verificado.');
    expect(p.lines[0]).toMatchObject({ lineNo: 1, barcode: DEFAULT_ITEMS[0]!.ean, match: { id: byBarcode.id, how: 'barcode' } });
    // The unit value as written, for a product created from the line (its cost).
    expect(Number(p.lines[0].unitValue)).toBe(Number(DEFAULT_ITEMS[0]!.unitValue));
    // A box of a product kept in units: the conversion is not assumed to be 1.
    expect(p.lines[1]).toMatchObject({
      barcode: null,
      unit: 'CX',
      match: { id: byName.id, how: 'name' },
      conversionFactor: null,
      totalCents: 28800,
      discountCents: 0,
    });
    expect(p.lines[0].conversionFactor).toBe(1);
    expect(p.lines[2].suggestions.map((s: { id: number }) => s.id)).toContain(other.id);

    const missing = await clerk.post('/api/admin/supplier-invoices/nfe', form(xml, [{ lineNo: 1, productId: byBarcode.id, conversionFactor: 1 }]));
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Escolha o produto do item 2 da nota.');
    const choices = [
      { lineNo: 1, productId: byBarcode.id, conversionFactor: 1 },
      { lineNo: 2, productId: byName.id, conversionFactor: 12, confirmed: true },
      { lineNo: 3, productId: other.id, conversionFactor: 1, confirmed: true },
    ];
    // A guess by name is not a match until the clerk confirms it; a box needs its conversion.
    const withLine2 = (change: object) =>
      form(
        xml,
        choices.map((c) => (c.lineNo === 2 ? { ...c, ...change } : c)),
      );
    const guessed = await clerk.post('/api/admin/supplier-invoices/nfe', withLine2({ confirmed: false }));
    expect(guessed.status).toBe(400);
    expect(guessed.body.error.message).toBe('Confirme o produto do item 2 da nota (VELA VOTIVA 7 DIAS BRANCA): ele foi apenas sugerido pelo nome.');
    const noFactor = await clerk.post('/api/admin/supplier-invoices/nfe', withLine2({ conversionFactor: null }));
    expect(noFactor.status).toBe(400);
    expect(noFactor.body.error.message).toBe('Informe quantas UN vêm em cada CX no item 2 da nota.');
    expect(await invoices()).toBe(before);
    const imported = await clerk.post('/api/admin/supplier-invoices/nfe', form(xml, choices));
    expect(imported.status).toBe(201);
    const invoiceId = imported.body.invoiceId;
    const [invoice] = await t.ctx.database.db.select().from(supplierInvoices).where(eq(supplierInvoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: 'awaiting', source: 'nfe_xml', number: String(number), totalCents: 76740 });
    const [supplier] = await t.ctx.database.db.select().from(suppliers).where(eq(suppliers.id, invoice!.supplierId));
    expect(supplier!.name).toBe('Santa Luzia Artigos Religiosos');
    const items = await t.ctx.database.db
      .select()
      .from(supplierInvoiceItems)
      .where(eq(supplierInvoiceItems.invoiceId, invoiceId))
      .orderBy(supplierInvoiceItems.lineNo);
    expect(items.map((i) => [i.productId, i.unit, i.conversionFactor, i.expectedQuantity, i.unitCostCents])).toEqual([
      [byBarcode.id, 'UN', 1, 24, 850],
      [byName.id, 'CX', 12, 36, 800],
      [other.id, 'UN', 1, 6, 4590],
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
    const twice = await clerk.post('/api/admin/receiving-checks', {
      ...check.body,
      invoiceId,
      lines: [{ productId: other.id, expectedQuantity: 6, receivedQuantity: 6 }],
      number: 'x',
      emissionDate: '2026-11-20',
      receptionDate: '2026-11-24',
      supplierId: invoice!.supplierId,
      receiverName: 'Carlos',
    });
    expect(twice.status).toBe(409);
    expect(await ledgerViolations(t)).toEqual([]);
  });

  it('refuses a quantity that does not convert to whole stock units', async () => {
    const p = await createProduct(t, { stock: 0 });
    const xml = nfeXml({
      number: uniqueNumber(),
      items: [{ code: 'FITA-1', ean: 'SEM GTIN', name: 'FITA DE CETIM', unit: 'M', quantity: '2.5000', unitValue: '1.0000000000' }],
    });
    const res = await clerk.post('/api/admin/supplier-invoices/nfe', form(xml, [{ lineNo: 1, productId: p.id, conversionFactor: 1, confirmed: true }]));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('A quantidade do item 1 convertida para a unidade do estoque não é um número inteiro: ajuste a conversão.');
    expect(
      (await clerk.post('/api/admin/supplier-invoices/nfe', form(xml, [{ lineNo: 1, productId: p.id, conversionFactor: 2, confirmed: true }]))).status,
    ).toBe(201);
  });
});

// Issue 25, 'The numbers a clerk books': the cost, the confirmation of a guess, the conversion,
// the issuer's name and the test environment.
const cnpjOf = () => `${String(30_000_000 + ((Date.now() + ++seq * 7919) % 60_000_000)).slice(0, 8)}000177`;
const eanOf = () => `789${String(Date.now() % 1e7).padStart(7, '0')}${String(++seq).padStart(3, '0')}`;
const costOf = async (id: number) => (await t.ctx.database.db.select({ c: products.costPriceCents }).from(products).where(eq(products.id, id)))[0]!.c;

async function productFor(opts: { stock: number; costCents: number; name?: string; barcode?: string; unit?: string }) {
  const p = await createProduct(t, { stock: opts.stock, name: opts.name });
  await t.ctx.database.db
    .update(products)
    .set({ costPriceCents: opts.costCents, barcode: opts.barcode ?? null, ...(opts.unit ? { unit: opts.unit } : {}) })
    .where(eq(products.id, p.id));
  return p;
}

/** Counts every line of an imported invoice as it says, with automatic entry. */
async function countAsInvoiced(invoiceId: number) {
  const detail = (await clerk.get(`/api/admin/supplier-invoices/${invoiceId}`)).body.invoice;
  const counted = new Map<number, number>();
  for (const i of detail.items as { product: { id: number }; expected: number }[]) counted.set(i.product.id, (counted.get(i.product.id) ?? 0) + i.expected);
  const res = await clerk.post('/api/admin/receiving-checks', {
    invoiceId,
    lines: [...counted].map(([productId, n]) => ({ productId, expectedQuantity: n, receivedQuantity: n })),
    number: detail.number,
    series: detail.series,
    emissionDate: detail.emissionDate,
    receptionDate: '2026-11-24',
    supplierId: detail.supplierId,
    receiverName: 'Carlos Funcionário',
    autoEntry: true,
  });
  expect(res.status).toBe(201);
  return t.ctx.database.db.select().from(stockEntries).where(eq(stockEntries.sourceId, res.body.check.id)).orderBy(stockEntries.productId);
}

describe('the numbers a clerk books', () => {
  it('enters a matched line at the invoice cost per stock unit, less its discount, rounded half up, and moves the average cost', async () => {
    const velaEan = eanOf();
    const fitaEan = eanOf();
    const medalhaEan = eanOf();
    // 12 in stock at R$ 5,00: 3 CX × R$ 96,00 with 12 UN per CX must enter 36 UN at R$ 8,00.
    const vela = await productFor({ stock: 12, costCents: 500, barcode: velaEan });
    // 4 UN × R$ 2,50 = R$ 10,00 less R$ 0,02: R$ 9,98 ÷ 4 = 249,5 centavos → R$ 2,50.
    const fita = await productFor({ stock: 0, costCents: 100, barcode: fitaEan });
    // On two lines (10 at R$ 8,00 and 30 at R$ 10,00): one entry of 40 at R$ 9,50.
    const medalha = await productFor({ stock: 0, costCents: 700, barcode: medalhaEan });
    const xml = nfeXml({
      number: uniqueNumber(),
      cnpj: cnpjOf(),
      items: [
        { code: 'VEL-CX', ean: velaEan, name: 'VELA VOTIVA CAIXA', unit: 'CX', quantity: '3.0000', unitValue: '96.0000000000' },
        { code: 'FITA', ean: fitaEan, name: 'FITA', unit: 'UN', quantity: '4.0000', unitValue: '2.5000000000', discount: '0.02' },
        { code: 'MED-A', ean: medalhaEan, name: 'MEDALHA', unit: 'UN', quantity: '10.0000', unitValue: '8.0000000000' },
        { code: 'MED-B', ean: medalhaEan, name: 'MEDALHA', unit: 'UN', quantity: '30.0000', unitValue: '10.0000000000' },
      ],
    });
    const imported = await clerk.post(
      '/api/admin/supplier-invoices/nfe',
      form(xml, [
        { lineNo: 1, productId: vela.id, conversionFactor: 12 },
        { lineNo: 2, productId: fita.id },
        { lineNo: 3, productId: medalha.id },
        { lineNo: 4, productId: medalha.id },
      ]),
    );
    expect(imported.status).toBe(201);
    const entries = await countAsInvoiced(imported.body.invoiceId);
    expect(entries.map((e) => [e.productId, e.quantity, e.unitCostCents, e.costBeforeCents, e.costAfterCents])).toEqual(
      [
        [vela.id, 36, 800, 500, (12 * 500 + 36 * 800) / 48],
        [fita.id, 4, 250, 100, 250],
        [medalha.id, 40, 950, 700, 950],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    expect(await costOf(vela.id)).toBe(725);
    expect(await ledgerViolations(t)).toEqual([]);
  });
});

describe('the numbers a clerk books: conversion, names and test invoices', () => {
  it('remembers the conversion per supplier code: the next invoice from the same supplier comes prefilled and imports with it', async () => {
    const cnpj = cnpjOf();
    const vela = await productFor({ stock: 0, costCents: 500, name: `Vela Lembrada ${seq}` });
    const items = [{ code: 'VEL-CX12', ean: 'SEM GTIN', name: 'VELA LEMBRADA CX', unit: 'CX', quantity: '2.0000', unitValue: '60.0000000000' }];
    const first = nfeXml({ number: uniqueNumber(), cnpj, items });
    expect((await preview(first)).body.preview.lines[0].conversionFactor).toBeNull();
    expect(
      (await clerk.post('/api/admin/supplier-invoices/nfe', form(first, [{ lineNo: 1, productId: vela.id, conversionFactor: 12, confirmed: true }]))).status,
    ).toBe(201);

    const second = nfeXml({ number: uniqueNumber(), cnpj, items: [{ ...items[0]!, quantity: '5.0000' }] });
    const line = (await preview(second)).body.preview.lines[0];
    expect(line).toMatchObject({ match: { id: vela.id, how: 'mapping', unit: 'Unidade' }, conversionFactor: 12 });
    // As the dialog sends it: the remembered product and factor, nothing to confirm.
    const imported = await clerk.post(
      '/api/admin/supplier-invoices/nfe',
      form(second, [{ lineNo: 1, productId: line.match.id, conversionFactor: line.conversionFactor }]),
    );
    expect(imported.status).toBe(201);
    const [item] = await t.ctx.database.db.select().from(supplierInvoiceItems).where(eq(supplierInvoiceItems.invoiceId, imported.body.invoiceId));
    expect([item!.conversionFactor, item!.expectedQuantity, item!.unitCostCents]).toEqual([12, 60, 500]);
    const mapped = await t.ctx.database.db.execute<{ conversion_factor: number; unit: string }>(
      sql`SELECT m.conversion_factor, m.unit FROM supplier_product_codes m JOIN suppliers s ON s.id = m.supplier_id WHERE m.supplier_code = 'VEL-CX12' AND s.cnpj = ${formatCnpj(cnpj)}`,
    );
    expect(mapped.rows.map((r) => [Number(r.conversion_factor), r.unit])).toEqual([[12, 'CX']]);
  });

  it("shows the issuer's names beside the supplier registered under the CNPJ, and says when they differ", async () => {
    const cnpj = cnpjOf();
    const [registered] = await t.ctx.database.db
      .insert(suppliers)
      .values({ name: 'Casa das Velas', cnpj: formatCnpj(cnpj), email: '' })
      .returning();
    const differs = (await preview(nfeXml({ number: uniqueNumber(), cnpj }))).body.preview.supplier;
    expect(differs).toEqual({
      id: registered!.id,
      name: 'Casa das Velas',
      cnpj: formatCnpj(cnpj),
      issuerName: 'DISTRIBUIDORA DE ARTIGOS RELIGIOSOS SANTA LUZIA LTDA',
      issuerTradeName: 'Santa Luzia Artigos Religiosos',
      nameDiffers: true,
    });
    await t.ctx.database.db.update(suppliers).set({ name: 'Distribuidora de Artigos Religiosos Santa Luzia' }).where(eq(suppliers.id, registered!.id));
    expect((await preview(nfeXml({ number: uniqueNumber(), cnpj }))).body.preview.supplier.nameDiffers).toBe(false);
    // A supplier the import will create has nothing to differ from.
    expect((await preview(nfeXml({ number: uniqueNumber(), cnpj: cnpjOf() }))).body.preview.supplier).toMatchObject({ id: null, nameDiffers: false });
  });

  it('warns of a test invoice (tpAmb 2) and imports it only when the clerk confirms', async () => {
    const p = await productFor({ stock: 0, costCents: 100, barcode: eanOf() });
    const items = [
      {
        code: 'HML-1',
        ean: (await t.ctx.database.db.select({ b: products.barcode }).from(products).where(eq(products.id, p.id)))[0]!.b!,
        name: 'ITEM DE TESTE',
        unit: 'UN',
        quantity: '1.0000',
        unitValue: '1.0000000000',
      },
    ];
    const xml = nfeXml({ number: uniqueNumber(), environment: '2', items });
    expect((await preview(xml)).body.preview.homologation).toBe(true);
    expect((await preview(nfeXml({ number: uniqueNumber(), items }))).body.preview.homologation).toBe(false);
    const before = await invoices();
    for (const fields of [{}, { homologation: 'false' }] as Record<string, string>[]) {
      const refused = await clerk.post('/api/admin/supplier-invoices/nfe', form(xml, [{ lineNo: 1, productId: p.id }], fields));
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe('Nota de homologação — sem valor fiscal: confirme que deseja importá-la assim mesmo.');
    }
    expect(await invoices()).toBe(before);
    expect((await clerk.post('/api/admin/supplier-invoices/nfe', form(xml, [{ lineNo: 1, productId: p.id }], { homologation: 'true' }))).status).toBe(201);
  });
});
