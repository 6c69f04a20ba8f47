import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_KINDS } from '@/domain/schemas/reports';
import { createUserWithPassword } from '@/server/auth/create-user';
import { categories, generatedReports, products, stores, supplierInvoices, suppliers } from '@/server/db/schema';
import { REPORT_SOURCES } from '@/server/modules/reports/report-sources';
import { createProduct, rawRequest } from '../support/app-fixtures';
import { lineItems } from '../support/fixtures';
import { pdfText } from '../support/pdf';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// Central de Relatórios with data whose answers are known: a supplier, a category and a store of
// this file's own, entries on the period's edges, one reversed, one of an archived product.
const t = setUpTestApp();
const staff = signInForSuite(t, 'staff');
const admin = signInForSuite(t, 'admin');
const tag = Math.random().toString(36).slice(2, 7);
let supplierId: number;
let categoryId: number;
let storeId: number;
let formula: { id: number; name: string };
let archived: { id: number; name: string };

const entry = async (productId: number, quantity: number, entryDate: string, unitCostCents: number) => {
  const res = await staff.post('/api/admin/stock-entries', { productId, quantity, entryDate, supplierId, unitCostCents });
  expect(res.status).toBe(201);
  return res.body.entry as { id: number };
};

beforeAll(async () => {
  const { db } = t.ctx.database;
  supplierId = (
    await db
      .insert(suppliers)
      .values({ name: `Fornecedor Relatório ${tag}`, email: `rel-${tag}@example.com` })
      .returning()
  )[0]!.id;
  categoryId = (
    await db
      .insert(categories)
      .values({ name: `Categoria Relatório ${tag}`, slug: `categoria-relatorio-${tag}` })
      .returning()
  )[0]!.id;
  storeId = (
    await db
      .insert(stores)
      .values({ name: `Loja Relatório ${tag}`, address: 'Rua do Teste, 1' })
      .returning()
  )[0]!.id;
  const a = await createProduct(t, { stock: 0, name: `=Vela Fórmula ${tag}`, priceCents: 2000 });
  const b = await createProduct(t, { stock: 0, name: `Terço Arquivado ${tag}`, priceCents: 5000 });
  await db.update(products).set({ categoryId }).where(eq(products.id, a.id));
  await db.update(products).set({ categoryId }).where(eq(products.id, b.id));
  formula = a;
  archived = b;
  // 2026-03-01 and 2026-03-31 are the period's edges; 02-28 and 04-01 fall outside.
  await entry(a.id, 2, '2026-02-28', 1000);
  await entry(a.id, 3, '2026-03-01', 1000);
  const reversed = await entry(a.id, 7, '2026-03-15', 1000);
  await entry(b.id, 4, '2026-03-31', 2500);
  await entry(a.id, 1, '2026-04-01', 1000);
  expect((await staff.delete(`/api/admin/stock-entries/${reversed.id}`)).status).toBe(200);
  await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, b.id));
});

const march = () => `from=2026-03-01&to=2026-03-31&supplierId=${supplierId}&categoryId=${categoryId}`;

describe('entries report', () => {
  it('counts the period’s edges, lists the reversed entry without counting it, and keeps the archived product', async () => {
    const res = await staff.get(`/api/admin/report-center/entradas/preview?${march()}`);
    expect(res.status).toBe(200);
    // 3 × R$ 10,00 on 03-01 and 4 × R$ 25,00 on 03-31; the 7 reversed on 03-15 are listed only.
    expect(res.body.totals).toEqual({
      documents: 2,
      lines: 3,
      quantities: [{ unit: 'UN', quantity: 7 }],
      costCents: 3 * 1000 + 4 * 2500,
      priceCents: 3 * 2000 + 4 * 5000,
      reversed: 1,
    });
    expect(res.body).toMatchObject({ from: '2026-03-01', to: '2026-03-31', bucket: 'day' });
    expect(res.body.series).toEqual([
      { bucket: '2026-03-01', quantities: [{ unit: 'UN', quantity: 3 }], valueCents: 3000 },
      { bucket: '2026-03-31', quantities: [{ unit: 'UN', quantity: 4 }], valueCents: 10000 },
    ]);
    expect(res.body.tops[0]).toEqual({
      title: 'Produtos',
      rows: [
        { name: archived.name, quantities: [{ unit: 'UN', quantity: 4 }], valueCents: 10000 },
        { name: formula.name, quantities: [{ unit: 'UN', quantity: 3 }], valueCents: 3000 },
      ],
    });
    expect(res.body.tops[1].rows).toEqual([{ name: `Fornecedor Relatório ${tag}`, quantities: [{ unit: 'UN', quantity: 7 }], valueCents: 13000 }]);
    const open = await staff.get(`/api/admin/report-center/entradas/preview?supplierId=${supplierId}`);
    expect(open.body).toMatchObject({
      from: '2026-02-28',
      to: '2026-04-01',
      bucket: 'week',
      totals: { documents: 4, quantities: [{ unit: 'UN', quantity: 10 }] },
    });
    // The same entries the Entradas screen lists for the supplier and period: the counted ones and the reversed one.
    const list = (await staff.get(`/api/admin/stock-entries?from=2026-03-01&to=2026-03-31&supplierId=${supplierId}&pageSize=100`)).body;
    expect(list.total).toBe(res.body.totals.documents + res.body.totals.reversed);
    const counted = list.items.filter((e: { reversedAt: string | null }) => !e.reversedAt);
    expect([{ unit: 'UN', quantity: counted.reduce((sum: number, e: { quantity: number }) => sum + e.quantity, 0) }]).toEqual(res.body.totals.quantities);
    expect(counted.reduce((sum: number, e: { quantity: number; unitCostCents: number }) => sum + e.quantity * e.unitCostCents, 0)).toBe(
      res.body.totals.costCents,
    );
    const oneProduct = await staff.get(`/api/admin/report-center/entradas/preview?${march()}&productId=${archived.id}`);
    expect(oneProduct.body.totals).toMatchObject({ documents: 1, quantities: [{ unit: 'UN', quantity: 4 }] });
  });

  it('keeps boxes apart from single pieces in the totals, the chart, the tops and the files', async () => {
    const { db } = t.ctx.database;
    const box = await createProduct(t, { stock: 0, name: `Vela em Caixa ${tag}`, priceCents: 9000 });
    await db.update(products).set({ unit: 'Caixa' }).where(eq(products.id, box.id));
    await entry(formula.id, 12, '2026-08-05', 1000);
    await entry(box.id, 3, '2026-08-05', 6000);
    const august = `from=2026-08-01&to=2026-08-31&supplierId=${supplierId}`;
    const res = await staff.get(`/api/admin/report-center/entradas/preview?${august}`);
    const both = [
      { unit: 'UN', quantity: 12 },
      { unit: 'CX', quantity: 3 },
    ];
    expect(res.body.totals).toMatchObject({ documents: 2, quantities: both, costCents: 12 * 1000 + 3 * 6000 });
    expect(res.body.series).toEqual([{ bucket: '2026-08-05', quantities: both, valueCents: 30_000 }]);
    expect(res.body.tops[0].rows).toEqual([
      { name: box.name, quantities: [{ unit: 'CX', quantity: 3 }], valueCents: 18_000 },
      { name: formula.name, quantities: [{ unit: 'UN', quantity: 12 }], valueCents: 12_000 },
    ]);
    expect(res.body.tops[1].rows).toEqual([{ name: `Fornecedor Relatório ${tag}`, quantities: both, valueCents: 30_000 }]);
    const csv = (await rawRequest(t, staff, 'GET', `/api/admin/report-center/entradas/file?format=csv&${august}`)).bytes.toString('utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[2]).toMatch(/;3;CX;60,00;180,00;270,00;Lançada$/);
    expect(lines.at(-1)).toBe('Total (sem estornadas);;;;;12 UN + 3 CX;;;300,00;510,00;');
    const pdf = pdfText((await rawRequest(t, staff, 'GET', `/api/admin/report-center/entradas/file?format=pdf&${august}`)).bytes);
    // The narrow column wraps the total over two lines.
    expect(pdf).toMatch(/Total +12 UN \+.*\n +3 CX\n/);
  });

  it('refuses De after Até and bad filters with pt-BR messages', async () => {
    const backwards = await staff.get('/api/admin/report-center/entradas/preview?from=2026-03-31&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe('A data inicial (De) não pode ser depois da final (Até).');
    expect((await staff.get('/api/admin/report-center/entradas/file?format=csv&from=2026-03-31&to=2026-03-01')).status).toBe(400);
    expect((await staff.get('/api/admin/report-center/vendas/preview')).body.error.message).toBe('Relatório não encontrado.');
    expect((await staff.get('/api/admin/report-center/entradas/file?format=doc')).body.error.message).toBe('Formato inválido.');
    expect((await staff.get('/api/admin/report-center/entradas/preview?supplierId=0x10')).body.error.message).toBe('Fornecedor não encontrado.');
  });

  it('writes the CSV for Excel pt-BR: BOM, ;, decimal comma, a formula-like name neutralised, totals that add up', async () => {
    const res = await rawRequest(t, staff, 'GET', `/api/admin/report-center/entradas/file?format=csv&${march()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/relatorio-de-entradas-\d{4}-\d{2}-\d{2}\.csv/);
    const text = res.bytes.toString('utf8');
    expect(text.startsWith('\uFEFFData;Código;Produto;Categoria;Fornecedor;Quantidade;Unidade;Custo unitário;Custo total;Valor de venda;Situação\r\n')).toBe(
      true,
    );
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 3 + 1);
    expect(lines[1]).toContain(`01/03/2026;`);
    expect(lines[1]).toContain(`;'=Vela Fórmula ${tag};`);
    expect(lines[1]).toMatch(/;3;UN;10,00;30,00;60,00;Lançada$/);
    expect(lines[2]).toMatch(/;7;UN;10,00;70,00;140,00;Estornada$/);
    expect(lines[3]).toMatch(/^31\/03\/2026;.*;4;UN;25,00;100,00;200,00;Lançada$/);
    // Totals: the counted rows only — 3 + 4 units, R$ 130,00 at cost, R$ 260,00 at price.
    expect(lines[4]).toBe('Total (sem estornadas);;;;;7 UN;;;130,00;260,00;');
  });

  it('writes the XLSX with typed cells, the header frozen, filters on and a totals row', async () => {
    const res = await rawRequest(t, staff, 'GET', `/api/admin/report-center/entradas/file?format=xlsx&${march()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('Custo total');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(first.getCell(3).value).toBe(`=Vela Fórmula ${tag}`);
    expect(first.getCell(6).value).toBe(3);
    expect(first.getCell(7).value).toBe('UN');
    expect(first.getCell(9).value).toBe(30);
    expect(first.getCell(9).numFmt).toBe('"R$" #,##0.00');
    const totals = sheet.getRow(5);
    expect(totals.getCell(1).value).toBe('Total (sem estornadas)');
    expect(totals.getCell(6).value).toBe('7 UN');
    expect(totals.getCell(9).value).toBe(130);
    expect(totals.font?.bold).toBe(true);
  });

  it('writes the PDF with the shop, the filters used, the table, the totals and page numbers', async () => {
    const res = await rawRequest(t, staff, 'GET', `/api/admin/report-center/entradas/file?format=pdf&${march()}`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(res.bytes);
    for (const expected of [
      'Relatório de Entradas',
      'De 01/03/2026 até 31/03/2026',
      `Fornecedor Relatório ${tag}`,
      `Categoria Relatório ${tag}`,
      archived.name,
      'Estornada',
      'Total',
      'R$ 130,00',
      'Entradas estornadas aparecem na lista e não entram no total.',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('exits and invoices reports', () => {
  it('agree with the exits list for the same store and period', async () => {
    const p = await createProduct(t, { stock: 20, priceCents: 1500 });
    for (const [date, quantity] of [
      ['2026-05-01', 2],
      ['2026-05-20', 5],
      ['2026-06-01', 1],
    ] as const) {
      expect((await staff.post('/api/admin/stock-exits', { storeId, exitDate: date, items: [{ productId: p.id, quantity }] })).status).toBe(201);
    }
    const report = (await staff.get(`/api/admin/report-center/saidas/preview?from=2026-05-01&to=2026-05-31&storeId=${storeId}`)).body;
    const list = (await staff.get(`/api/admin/stock-exits?from=2026-05-01&to=2026-05-31&storeId=${storeId}&pageSize=100`)).body;
    expect(report.totals.documents).toBe(list.total);
    expect(report.totals.quantities).toEqual([{ unit: 'UN', quantity: list.items.reduce((s: number, x: { totalItems: number }) => s + x.totalItems, 0) }]);
    expect(report.totals).toMatchObject({ documents: 2, quantities: [{ unit: 'UN', quantity: 7 }], priceCents: 7 * 1500 });
    expect(report.tops.map((x: { title: string }) => x.title)).toEqual(['Produtos', 'Lojas']);
    const csv = (
      await rawRequest(t, staff, 'GET', `/api/admin/report-center/saidas/file?format=csv&from=2026-05-01&to=2026-05-31&storeId=${storeId}`)
    ).bytes.toString('utf8');
    expect(csv.startsWith('\uFEFFSaída;Data;Loja;Código;Produto;Quantidade;Unidade;Custo total;Valor de venda;Situação\r\n')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 2 + 1);
    expect(lines.at(-1)).toMatch(/^Total \(sem estornadas\);;;;;7 UN;;\d+,\d{2};105,00;$/);
  });

  it('lists a reversed exit as Estornada and leaves it out of the totals, as entries', async () => {
    const p = await createProduct(t, { stock: 10, priceCents: 1000 });
    const q = await createProduct(t, { stock: 10, priceCents: 1000 });
    const kept = await staff.post('/api/admin/stock-exits', { storeId, exitDate: '2025-02-03', items: [{ productId: p.id, quantity: 2 }] });
    const reversed = await staff.post('/api/admin/stock-exits', { storeId, exitDate: '2025-02-04', items: lineItems([p, 3], [q, 1]) });
    expect((await staff.delete(`/api/admin/stock-exits/${reversed.body.exit.id}`)).body.reversed).toBe(true);
    const range = `from=2025-02-03&to=2025-02-04&storeId=${storeId}`;
    const report = (await staff.get(`/api/admin/report-center/saidas/preview?${range}`)).body;
    // One reversed exit (of two lines) beside the one counted.
    expect(report.totals).toMatchObject({ documents: 1, quantities: [{ unit: 'UN', quantity: 2 }], priceCents: 2000, reversed: 1 });
    const lines = (await rawRequest(t, staff, 'GET', `/api/admin/report-center/saidas/file?format=csv&${range}`)).bytes.toString('utf8').trim().split('\r\n');
    expect(lines.filter((l) => l.startsWith(kept.body.exit.code))).toEqual([expect.stringMatching(/;Lançada$/)]);
    expect(lines.filter((l) => l.startsWith(reversed.body.exit.code))).toEqual([expect.stringMatching(/;Estornada$/), expect.stringMatching(/;Estornada$/)]);
    expect(lines.at(-1)).toMatch(/^Total \(sem estornadas\);;;;;2 UN;;\d+,\d{2};20,00;$/);
  });

  it('sums the invoices received from a supplier in the period, boxes apart from single pieces', async () => {
    const p = await createProduct(t, { stock: 0 });
    const box = await createProduct(t, { stock: 0, name: `Caixa de Velas ${tag}` });
    await t.ctx.database.db.update(products).set({ unit: 'Caixa' }).where(eq(products.id, box.id));
    const number = String(Math.floor(Math.random() * 1e8));
    const check = await staff.post('/api/admin/receiving-checks', {
      lines: [
        { productId: p.id, expectedQuantity: 6, receivedQuantity: 6 },
        { productId: box.id, expectedQuantity: 2, receivedQuantity: 2 },
      ],
      number,
      series: '1',
      emissionDate: '2026-07-10',
      receptionDate: '2026-07-11',
      supplierId,
      receiverName: 'Ana Recebedora',
    });
    expect(check.status).toBe(201);
    // A value of its own, so that counting it once per line would show.
    await t.ctx.database.db.update(supplierInvoices).set({ totalCents: 12_345 }).where(eq(supplierInvoices.number, number));
    const report = (await staff.get(`/api/admin/report-center/notas/preview?from=2026-07-10&to=2026-07-10&supplierId=${supplierId}`)).body;
    const list = (await staff.get(`/api/admin/supplier-invoices?from=2026-07-10&to=2026-07-10&supplierId=${supplierId}`)).body;
    const quantities = [
      { unit: 'UN', quantity: 6 },
      { unit: 'CX', quantity: 2 },
    ];
    expect(report.totals).toMatchObject({ documents: 1, quantities });
    expect(report.tops[0].rows[0].quantities).toEqual(quantities);
    expect(report.totals.documents).toBe(list.total);
    // Two lines, and the invoice's total counted once (the lines are summed in a query of their own).
    expect(report.totals.costCents).toBe(12_345);
    expect(report.totals.costCents).toBe(list.items.reduce((s: number, x: { totalCents: number }) => s + x.totalCents, 0));
    expect(report.series).toEqual([{ bucket: '2026-07-10', quantities, valueCents: report.totals.costCents }]);
    const csv = (
      await rawRequest(t, staff, 'GET', `/api/admin/report-center/notas/file?format=csv&from=2026-07-10&to=2026-07-10&supplierId=${supplierId}`)
    ).bytes.toString('utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Número;Série;Emissão;Recebimento;Fornecedor;Status;Quantidades;Total');
    expect(lines[1]).toContain(';6 UN + 2 CX;');
    // The totals row adds per unit too, never 8 of nothing.
    expect(lines.at(-1)).toBe('Total;;;;;;6 UN + 2 CX;123,45');
  });
});

describe('the generated files', () => {
  it('are kept for the member who made them and admins only, and audited', async () => {
    const res = await rawRequest(t, staff, 'GET', `/api/admin/report-center/entradas/file?format=csv&${march()}`);
    const [kept] = await t.ctx.database.db.select().from(generatedReports).where(eq(generatedReports.kind, 'report_entradas')).orderBy(generatedReports.id);
    expect(kept).toBeTruthy();
    const mine = await rawRequest(t, staff, 'GET', `/api/admin/reports/${kept!.id}/download`);
    expect(mine.status).toBe(200);
    expect(mine.bytes.toString('utf8').startsWith('\uFEFFData;')).toBe(true);
    expect((await rawRequest(t, admin, 'GET', `/api/admin/reports/${kept!.id}/download`)).status).toBe(200);
    const email = `outro-${tag}@example.com`;
    await createUserWithPassword(t.ctx, { name: 'Outro Funcionário', email, password: 'segredo123', role: 'staff', emailVerified: true });
    const other = t.client();
    await other.unlockGate();
    await other.signIn(email, 'segredo123');
    expect((await rawRequest(t, other, 'GET', `/api/admin/reports/${kept!.id}/download`)).status).toBe(404);
    expect(res.status).toBe(200);
    const audits = await t.ctx.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'report' AND action = 'generate'`,
    );
    expect(audits.rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('report PDFs', () => {
  // Issue 34: a narrow column's header came out split ('Quantida' / 'de'). A header may wrap
  // between its words, never inside one: every word is found whole in the extracted text.
  it.each(REPORT_KINDS)('%s: every column header word whole', async (kind) => {
    const res = await rawRequest(t, staff, 'GET', `/api/admin/report-center/${kind}/file?format=pdf&from=2030-01-01&to=2030-01-31`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const tokens = new Set(pdfText(res.bytes).split(/\s+/));
    const words = REPORT_SOURCES[kind].columns.flatMap((c) => c.header.split(/\s+/));
    expect(words.filter((w) => !tokens.has(w))).toEqual([]);
  });
});
