import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CEST_REQUIRED_MESSAGE,
  cestNcmMismatchMessage,
  INVALID_GTIN_MESSAGE,
  INVALID_NCM_MESSAGE,
  INVALID_ORIGIN_MESSAGE,
  unknownNcmMessage,
} from '@/domain/product-fiscal';
import { products } from '@/server/db/schema';
import { postProduct, rawRequest } from '../support/app-fixtures';
import { productForm } from '../support/fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// Product fiscal data (issue 28): what an NF-e line needs, checked against the official tables.
const t = setUpTestApp();
const staff = signInForSuite(t, 'staff');

const rowOf = async (id: number) => (await t.ctx.database.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('product fiscal data', () => {
  it('gives the demo products an NCM by category and "SEM GTIN", leaving the kits to the incomplete filter', async () => {
    const res = await staff.get('/api/admin/products?fiscal=incomplete&pageSize=100');
    const categories = new Set(res.body.items.map((i: { categoryName: string }) => i.categoryName));
    expect(res.body.total).toBeGreaterThan(0);
    expect([...categories]).toEqual(['Kits de Presente']);
    const [terco] = await t.ctx.database.db.select().from(products).where(eq(products.code, 'TER-001'));
    expect(terco).toMatchObject({ ncm: '71179000', gtin: 'SEM GTIN', icmsOrigin: '0' });
  });

  it('stores NCM, CEST, GTIN, origem and the fiscal profile as codes', async () => {
    const p = await postProduct(staff, {
      code: 'FIS-001',
      ncm: '3926.90.90',
      cest: '28.038.00',
      gtin: '7891234567895',
      icmsOrigin: '2',
      csosn: '500',
      pisCofinsCst: '04',
    });
    expect(await rowOf(p.id)).toMatchObject({ ncm: '39269090', cest: '2803800', gtin: '7891234567895', icmsOrigin: '2', csosn: '500', pisCofinsCst: '04' });
    const res = await staff.get(`/api/admin/products/${p.id}`);
    expect(res.body.product).toMatchObject({ ncm: '39269090', cest: '2803800', icmsOrigin: '2', csosn: '500' });
  });

  it('leaves the profile to the shop default and origem at 0 when not given, and takes "sem gtin"', async () => {
    const p = await postProduct(staff, { code: 'FIS-002', ncm: '71179000', gtin: 'sem gtin' });
    expect(await rowOf(p.id)).toMatchObject({ ncm: '71179000', gtin: 'SEM GTIN', icmsOrigin: '0', csosn: null, pisCofinsCst: null, cest: null });
    const cleared = await staff.put(`/api/admin/products/${p.id}`, productForm({ code: 'FIS-002', ncm: '', gtin: '' }));
    expect(cleared.status).toBe(200);
    expect(await rowOf(p.id)).toMatchObject({ ncm: null, gtin: null });
  });

  it('refuses malformed codes with a pt-BR message, and writes nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ncm: '7117' }, INVALID_NCM_MESSAGE],
      [{ ncm: '7117.90.0A' }, INVALID_NCM_MESSAGE],
      [{ gtin: '7891234567890' }, INVALID_GTIN_MESSAGE],
      [{ icmsOrigin: '9' }, INVALID_ORIGIN_MESSAGE],
      [{ csosn: '102', pisCofinsCst: '50' }, 'Selecione um CST de PIS/COFINS válido.'],
      [{ csosn: '104' }, 'Selecione um CSOSN válido.'],
    ];
    for (const [fields, message] of cases) {
      const res = await staff.post('/api/admin/products', productForm({ code: 'FIS-BAD', ...fields }));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.error.message, JSON.stringify(fields)).toBe(message);
    }
    expect(await t.ctx.database.db.select().from(products).where(eq(products.code, 'FIS-BAD'))).toEqual([]);
  });

  it('checks the NCM against the table in force and the CEST against its NCM', async () => {
    // 4420.10.00 (wooden statuettes) was split in 2022: the current table has 4420.11.00 and 4420.19.00.
    const old = await staff.post('/api/admin/products', productForm({ ncm: '4420.10.00' }));
    expect(old.status).toBe(400);
    expect(old.body.error.message).toBe(unknownNcmMessage('44201000'));
    // Named by field, so the form shows it under the NCM.
    expect(old.body.error.details).toEqual({ field: 'ncm' });
    expect(unknownNcmMessage('44201000')).toBe('O NCM 4420.10.00 não existe na tabela NCM vigente.');
    expect((await staff.post('/api/admin/products', productForm({ ncm: '4420.11.00' }))).status).toBe(201);

    const mismatch = await staff.post('/api/admin/products', productForm({ ncm: '34060000', cest: '2803800', csosn: '500' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toBe(cestNcmMismatchMessage('2803800', '34060000'));
    const unknown = await staff.post('/api/admin/products', productForm({ ncm: '39269090', cest: '9999999' }));
    expect(unknown.body.error.message).toBe('O CEST 99.999.99 não existe na tabela CEST.');
  });

  it('asks for the CEST when the product is under ST', async () => {
    const res = await staff.post('/api/admin/products', productForm({ ncm: '39269090', csosn: '500' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(CEST_REQUIRED_MESSAGE);
  });

  it("lists the products an invoice would stop at under 'Dados fiscais incompletos'", async () => {
    const complete = await postProduct(staff, { code: 'FIS-OK', name: 'Fiscal completo', ncm: '71179000', gtin: 'SEM GTIN' });
    const noNcm = await postProduct(staff, { code: 'FIS-NONCM', name: 'Fiscal sem NCM', gtin: 'SEM GTIN' });
    const noGtin = await postProduct(staff, { code: 'FIS-NOGTIN', name: 'Fiscal sem GTIN', ncm: '71179000' });
    const res = await staff.get('/api/admin/products?fiscal=incomplete&search=fiscal&pageSize=100');
    expect(res.status).toBe(200);
    const byCode = new Map(res.body.items.map((i: { code: string; missingFiscal: string[] }) => [i.code, i.missingFiscal]));
    expect(byCode.get(noNcm.code)).toEqual(['ncm']);
    expect(byCode.get(noGtin.code)).toEqual(['gtin']);
    expect(byCode.has(complete.code)).toBe(false);
    const all = await staff.get('/api/admin/products?search=fiscal&pageSize=100');
    expect(all.body.items.find((i: { code: string }) => i.code === complete.code).missingFiscal).toEqual([]);
    expect((await staff.get('/api/admin/products?fiscal=maybe')).status).toBe(400);

    // Under a shop default CSOSN with ST (Configurações → Fiscal), a product without its own profile needs the CEST too.
    await t.ctx.database.db.execute(sql`INSERT INTO fiscal_issuer (id, default_csosn) VALUES (1, '500') ON CONFLICT (id) DO UPDATE SET default_csosn = '500'`);
    const underSt = await staff.get('/api/admin/products?fiscal=incomplete&search=fiscal&pageSize=100');
    const stByCode = new Map(underSt.body.items.map((i: { code: string; missingFiscal: string[] }) => [i.code, i.missingFiscal]));
    expect(stByCode.get(complete.code)).toEqual(['cest']);
    await t.ctx.database.db.execute(sql`UPDATE fiscal_issuer SET default_csosn = '102' WHERE id = 1`);
  });

  it('exports the fiscal columns and imports them back, checked like the form', async () => {
    const p = await postProduct(staff, { code: 'FIS-CSV', ncm: '34060000', gtin: '7891234567895', icmsOrigin: '1' });
    const text = (await rawRequest(t, staff, 'GET', '/api/admin/products/export.csv')).bytes.toString('utf8').slice(1);
    const [header, ...lines] = text.split('\r\n');
    const cols = header!.split(';');
    const row = lines.find((l) => l.startsWith('FIS-CSV;'))!.split(';');
    const cell = (name: string) => row[cols.indexOf(name)];
    expect([cell('NCM'), cell('CEST'), cell('GTIN'), cell('Origem ICMS'), cell('CSOSN'), cell('CST PIS/COFINS')]).toEqual([
      '34060000',
      '',
      '7891234567895',
      '1',
      '',
      '',
    ]);

    const importCsv = (csv: string) => {
      const fd = new FormData();
      fd.append('file', new Blob([csv], { type: 'text/csv' }), 'produtos.csv');
      return staff.post('/api/admin/products/import', fd);
    };
    const head = 'Código;Nome;Categoria;Unidade;Preço;Preço de Custo;Estoque;Estoque Mínimo;NCM;GTIN;Origem ICMS';
    const bad = await importCsv(
      [head, 'FIS-CSV;Vela;Terços;Unidade;10,00;4,00;3;5;4420.10.00;SEM GTIN;0', 'FIS-CSV2;Vela 2;Terços;Unidade;10,00;4,00;3;5;3406;;0'].join('\n'),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.lines).toEqual([
      { line: 2, message: `NCM: ${unknownNcmMessage('44201000')}` },
      { line: 3, message: `NCM: ${INVALID_NCM_MESSAGE}` },
    ]);
    const ok = await importCsv([head, 'FIS-CSV;Vela;Terços;Unidade;10,00;4,00;3;5;6913.90.00;SEM GTIN;0'].join('\n'));
    expect(ok.status).toBe(200);
    expect(await rowOf(p.id)).toMatchObject({ ncm: '69139000', gtin: 'SEM GTIN', icmsOrigin: '0' });
  });
});
