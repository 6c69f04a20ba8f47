import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVALID_SIDE_MESSAGE, INVALID_WEIGHT_MESSAGE, WEIGHT_TOO_HIGH_MESSAGE } from '@/domain/product-measures';
import { products } from '@/server/db/schema';
import { postProduct as createProduct, rawRequest } from '../support/app-fixtures';
import { productForm } from '../support/fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// Product shipping measures (issue 37): weight in grams, box in whole centimetres; form, API, CSV, demo.
const t = setUpTestApp();
const staff = signInForSuite(t, 'staff');

const rowOf = async (id: number) => (await t.ctx.database.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('product measures', () => {
  it('gives every demo product a weight and a box', async () => {
    const [terco] = await t.ctx.database.db.select().from(products).where(eq(products.code, 'TER-001'));
    expect(terco).toMatchObject({ weightGrams: 120, heightCm: 4, widthCm: 11, lengthCm: 16 });
    const lacking = (await t.ctx.database.db.select().from(products)).filter((p) => p.weightGrams == null || p.lengthCm == null);
    expect(lacking.map((p) => p.code)).toEqual([]);
  });

  it('stores them as typed, answers them in the product, and clears them when blank', async () => {
    const p = await createProduct(staff, { code: 'MED-001', weightGrams: '350', heightCm: '4', widthCm: 11, lengthCm: '16' });
    expect(await rowOf(p.id)).toMatchObject({ weightGrams: 350, heightCm: 4, widthCm: 11, lengthCm: 16 });
    expect((await staff.get(`/api/admin/products/${p.id}`)).body.product).toMatchObject({ weightGrams: 350, lengthCm: 16 });
    const cleared = await staff.put(`/api/admin/products/${p.id}`, productForm({ code: 'MED-001', weightGrams: '', heightCm: '4' }));
    expect(cleared.status).toBe(200);
    expect(await rowOf(p.id)).toMatchObject({ weightGrams: null, heightCm: 4, widthCm: null, lengthCm: null });
  });

  it('refuses zero, fractions and typos with a pt-BR message, and writes nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ weightGrams: '0' }, INVALID_WEIGHT_MESSAGE],
      [{ weightGrams: '0,35' }, INVALID_WEIGHT_MESSAGE],
      [{ weightGrams: '350000' }, WEIGHT_TOO_HIGH_MESSAGE],
      [{ heightCm: '-2' }, INVALID_SIDE_MESSAGE],
      [{ lengthCm: 'dez' }, INVALID_SIDE_MESSAGE],
    ];
    for (const [fields, message] of cases) {
      const res = await staff.post('/api/admin/products', productForm({ code: 'MED-BAD', ...fields }));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.error.message, JSON.stringify(fields)).toBe(message);
    }
    expect(await t.ctx.database.db.select().from(products).where(eq(products.code, 'MED-BAD'))).toEqual([]);
  });

  it('exports the measures and imports them back, checked like the form', async () => {
    const p = await createProduct(staff, { code: 'MED-CSV', weightGrams: '80', heightCm: '2', widthCm: '11', lengthCm: '16' });
    const text = (await rawRequest(t, staff, 'GET', '/api/admin/products/export.csv')).bytes.toString('utf8').slice(1);
    const [header, ...lines] = text.split('\r\n');
    const cols = header!.split(';');
    const row = lines.find((l) => l.startsWith('MED-CSV;'))!.split(';');
    const cell = (name: string) => row[cols.indexOf(name)];
    expect([cell('Peso (g)'), cell('Altura (cm)'), cell('Largura (cm)'), cell('Comprimento (cm)')]).toEqual(['80', '2', '11', '16']);

    const importCsv = (csv: string) => {
      const fd = new FormData();
      fd.append('file', new Blob([csv], { type: 'text/csv' }), 'produtos.csv');
      return staff.post('/api/admin/products/import', fd);
    };
    const head = 'Código;Nome;Categoria;Unidade;Preço;Preço de Custo;Estoque;Estoque Mínimo;Peso (g);Altura (cm);Largura (cm);Comprimento (cm)';
    const bad = await importCsv([head, 'MED-CSV;Medalha;Terços;Unidade;10,00;4,00;3;5;0,5;2;11;16'].join('\n'));
    expect(bad.status).toBe(400);
    expect(bad.body.lines).toEqual([{ line: 2, message: `Peso (g): ${INVALID_WEIGHT_MESSAGE}` }]);
    const ok = await importCsv([head, 'MED-CSV;Medalha;Terços;Unidade;10,00;4,00;3;5;95;3;12;18'].join('\n'));
    expect(ok.status).toBe(200);
    expect(await rowOf(p.id)).toMatchObject({ weightGrams: 95, heightCm: 3, widthCm: 12, lengthCm: 18 });
    // A file exported before the measures existed still imports, and leaves them as they are.
    const old = await importCsv(
      ['Código;Nome;Categoria;Unidade;Preço;Preço de Custo;Estoque;Estoque Mínimo', 'MED-CSV;Medalha nova;Terços;Unidade;10,00;4,00;3;5'].join('\n'),
    );
    expect(old.status).toBe(200);
    expect(await rowOf(p.id)).toMatchObject({ name: 'Medalha nova', weightGrams: 95 });
  });
});
