import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productImages, products, stockMovements } from '@/server/db/schema';
import { runDueJobs } from '@/server/job-runner/job-runner';
import { SHOP_JOB_HANDLERS } from '@/server/job-runner/shop-jobs';
import { auditRows, postProduct, rawRequest } from '../support/app-fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

const t = setUpTestApp();
const staff = signInForSuite(t, 'staff');

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

/** Sends `files` (declared as PNG unless `type` says otherwise) as the staff member, the way the form does. */
function uploadImages(productId: number, files: { data: Buffer; name: string; type?: string }[]) {
  const fd = new FormData();
  for (const f of files) fd.append('files', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.name);
  return staff.post(`/api/admin/products/${productId}/images`, fd);
}

/** Runs the due background jobs now, as the runner of a started server would within a second. */
const runJobs = () => runDueJobs(t.ctx, SHOP_JOB_HANDLERS, { instanceId: 'test', recurring: [], backoffMs: 0 });
const imageJobsOf = async (imageId: number) =>
  (
    await t.ctx.database.db.execute<{ status: string }>(
      sql`SELECT status FROM jobs WHERE kind = 'images.resize' AND (payload->>'imageId')::int = ${imageId} ORDER BY id`,
    )
  ).rows;

const uploadedFiles = (productId: number) => {
  const dir = path.join(t.dataDir, 'uploads', 'products', String(productId));
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

describe('product images', () => {
  it('keeps the upload as sent, serves it until the resize job has made a card (400 px) and a detail (1000 px) webp', async () => {
    const p = await postProduct(staff);
    const sent = await png(1600, 1200);
    const res = await uploadImages(p.id, [{ data: sent, name: 'foto.png' }]);
    expect(res.status).toBe(201);
    const [row] = await t.ctx.database.db.select().from(productImages).where(eq(productImages.productId, p.id));
    expect(row!.storageKey).toMatch(new RegExp(`^products/${p.id}/[0-9a-f-]{36}$`));
    expect(res.body.product.images).toEqual([
      { id: row!.id, position: 0, cardUrl: `/api/media/product-images/${row!.id}/card`, detailUrl: `/api/media/product-images/${row!.id}/detail` },
    ]);
    expect((await auditRows(t, 'product_image', p.id)).map((a) => a.action)).toEqual(['create']);

    // Before the job: the file as sent, not to be cached.
    expect(uploadedFiles(p.id)).toEqual([`${row!.storageKey.split('/').pop()}-original`]);
    const waiting = await rawRequest(t, staff, 'GET', `/api/media/product-images/${row!.id}/card`);
    expect(waiting).toMatchObject({ status: 200 });
    expect(waiting.headers.get('content-type')).toBe('image/png');
    expect(waiting.headers.get('cache-control')).toBe('no-store');
    expect(waiting.bytes.equals(sent)).toBe(true);
    expect(await imageJobsOf(row!.id)).toEqual([{ status: 'pending' }]);

    await runJobs();
    expect(await imageJobsOf(row!.id)).toEqual([{ status: 'done' }]);
    const card = await t.ctx.storage.get(`${row!.storageKey}-card.webp`);
    const detail = await t.ctx.storage.get(`${row!.storageKey}-detail.webp`);
    expect(await sharp(card!).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(await sharp(detail!).metadata()).toMatchObject({ format: 'webp', width: 1000, height: 750 });
    expect(uploadedFiles(p.id)).toHaveLength(2);
    const served = await rawRequest(t, staff, 'GET', `/api/media/product-images/${row!.id}/card`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.bytes.equals(card!)).toBe(true);
  });

  it('refuses a truncated picture in the request, and a job whose image was deleted does nothing', async () => {
    const p = await postProduct(staff);
    const whole = await sharp(await png(400, 400))
      .jpeg()
      .toBuffer();
    const cut = await uploadImages(p.id, [{ data: whole.subarray(0, Math.floor(whole.length / 2)), name: 'cortada.jpg' }]);
    expect(cut.status).toBe(400);
    expect(cut.body.error.message).toBe('Arquivo não é uma imagem válida.');

    const up = await uploadImages(p.id, [{ data: whole, name: 'foto.jpg' }]);
    const [id] = up.body.imageIds as number[];
    expect((await staff.delete(`/api/admin/products/${p.id}/images/${id}`)).status).toBe(200);
    await runJobs();
    expect(await imageJobsOf(id!)).toEqual([{ status: 'done' }]);
    expect(uploadedFiles(p.id)).toEqual([]);
  });

  it('judges by content: any image type passes, a renamed text file does not', async () => {
    const p = await postProduct(staff);
    const jpeg = await sharp(await png(300, 300))
      .jpeg()
      .toBuffer();
    const ok = await uploadImages(p.id, [{ data: jpeg, name: 'foto.txt', type: 'text/plain' }]);
    expect(ok.status).toBe(201);
    const fake = await uploadImages(p.id, [{ data: Buffer.from('não sou uma imagem'), name: 'foto.png' }]);
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe('Arquivo não é uma imagem válida.');
  });

  it('refuses a file over 5 MB', async () => {
    const p = await postProduct(staff);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await uploadImages(p.id, [{ data: big, name: 'grande.png' }]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Imagem muito grande (máximo 5 MB).');
  });

  it('stores nothing when one file of a batch is bad', async () => {
    const p = await postProduct(staff);
    const res = await uploadImages(p.id, [
      { data: await png(100, 100), name: 'a.png' },
      { data: Buffer.from('%PDF-1.4'), name: 'b.png' },
    ]);
    expect(res.status).toBe(400);
    expect(await t.ctx.database.db.select().from(productImages).where(eq(productImages.productId, p.id))).toEqual([]);
    expect(uploadedFiles(p.id)).toEqual([]);
  });

  it('asks for a file when none is sent and 404s an unknown product', async () => {
    const p = await postProduct(staff);
    expect((await staff.post(`/api/admin/products/${p.id}/images`, {})).body.error.message).toBe('Selecione ao menos uma imagem.');
    const res = await uploadImages(999999, [{ data: await png(10, 10), name: 'a.png' }]);
    expect(res.status).toBe(404);
  });

  it('reorders and deletes images, removing the files', async () => {
    const p = await postProduct(staff);
    const up = await uploadImages(p.id, [
      { data: await png(50, 50), name: 'a.png' },
      { data: await png(60, 60), name: 'b.png' },
    ]);
    const [a, b] = up.body.imageIds as number[];
    await runJobs();
    const reordered = await staff.put(`/api/admin/products/${p.id}/images/order`, { imageIds: [b, a] });
    expect(reordered.body.product.images.map((i: { id: number }) => i.id)).toEqual([b, a]);
    expect((await staff.put(`/api/admin/products/${p.id}/images/order`, { imageIds: [b] })).status).toBe(400);
    const del = await staff.delete(`/api/admin/products/${p.id}/images/${b}`);
    expect(del.status).toBe(200);
    expect(uploadedFiles(p.id)).toHaveLength(2);
    expect((await staff.delete(`/api/admin/products/${p.id}/images/${b}`)).status).toBe(404);
    // Deleting the product takes its remaining files too.
    await staff.delete(`/api/admin/products/${p.id}`);
    expect(uploadedFiles(p.id)).toEqual([]);
  });
});

const HEADER =
  'Código;Nome;Categoria;Classificação;Fornecedor;Unidade;Preço;Preço De;Preço de Custo;Estoque;Estoque Mínimo;Código de Barras;Prateleira;Caixa;Disponível Online;Destaque;Oferta;Palavras-chave;Descrição;Descrição Detalhada;Material;Dimensões;Origem';

async function importCsv(text: string | Buffer, asForm = true) {
  const data = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  if (asForm) {
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(data)], { type: 'text/csv' }), 'produtos.csv');
    return staff.post('/api/admin/products/import', fd);
  }
  return staff.request('POST', '/api/admin/products/import', data.toString('utf8'), { 'content-type': 'text/csv' });
}

describe('CSV export', () => {
  it('writes UTF-8 with BOM, ";" and pt-BR decimals', async () => {
    await postProduct(staff, { code: 'CSV-EXP', name: 'Vela; "Especial"', price: '12,50', costPrice: '1.234,50', keywords: 'vela, luz' });
    const res = await rawRequest(t, staff, 'GET', '/api/admin/products/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="produtos-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(`${HEADER};NCM;CEST;GTIN;Origem ICMS;CSOSN;CST PIS/COFINS;Peso (g);Altura (cm);Largura (cm);Comprimento (cm)`);
    const row = lines.find((l) => l.startsWith('CSV-EXP;'))!;
    expect(row).toContain(';"Vela; ""Especial""";Terços;');
    expect(row).toContain(';12,50;;1234,50;10;5;');
    expect(row).toContain(';Sim;Não;Não;vela, luz;');
    const count = (await t.ctx.database.db.select().from(products)).length;
    expect(lines.filter((l) => l !== '')).toHaveLength(count + 1);
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    await postProduct(staff, { code: 'CSV-FORM', name: '=HYPERLINK("http://x")' });
    const text = (await rawRequest(t, staff, 'GET', '/api/admin/products/export.csv')).bytes.toString('utf8');
    expect(text).toContain(`CSV-FORM;"'=HYPERLINK(""http://x"")"`);
  });
});

describe('CSV import', () => {
  it('reports every bad line and imports nothing', async () => {
    const before = (await t.ctx.database.db.select().from(products)).length;
    const csv = [
      HEADER,
      'IMP-OK;Produto Bom;Terços;;;Unidade;10,00;;4,00;3;5;;;;Sim;Não;Não;;;;;;',
      'IMP-BAD1;;Terços;;;Unidade;10,00;;4,00;3;5;;;;Sim;Não;Não;;;;;;',
      'IMP-BAD2;Outro;Categoria Inexistente;;;Unidade;dez;;4,00;2,5;5;;;;Talvez;Não;Não;;;;;;',
      'IMP-OK;Repetido;Terços;;;Unidade;10,00;;4,00;3;5;;;;Sim;Não;Não;;;;;;',
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Nenhum produto foi importado: 3 linha(s) com erro.');
    expect(res.body.lines.map((l: { line: number }) => l.line)).toEqual([3, 4, 5]);
    expect(res.body.lines[0].message).toBe('Nome: campo obrigatório não preenchido.');
    const bad2 = res.body.lines[1].message as string;
    expect(bad2).toContain('Categoria "Categoria Inexistente" não encontrada.');
    expect(bad2).toContain('Disponível Online: use "Sim" ou "Não".');
    expect(bad2).toContain('Preço: Informe um valor válido em reais (ex.: 12,50).');
    expect(bad2).toContain('Estoque: Use apenas números inteiros nas quantidades.');
    expect(res.body.lines[2].message).toBe('Código "IMP-OK" repetido (também na linha 2).');
    expect((await t.ctx.database.db.select().from(products)).length).toBe(before);
  });

  it('creates new codes and updates existing ones, leaving their stock alone', async () => {
    const existing = await postProduct(staff, { code: 'IMP-UPD', initialQuantity: '6' });
    const csv = [
      HEADER,
      'IMP-NEW1;Vela Nova;velas;Consumível;;Unidade;7,90;;2,00;12;3;7891234567895;P1;C2;Sim;Sim;Não;vela, nova;Desc;;Cera;10 cm;Nacional',
      'imp-new2;Medalha Nova;Medalhas;;;Dúzia;1.000,00;1.100,00;300;0;0;;;;Não;Não;Sim;;;;;;',
      'IMP-UPD;Nome Importado;Terços;;;Unidade;99,99;;4,00;500;5;;;;Sim;Não;Não;;;;;;',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 2, updated: 1, unchanged: 0 });
    const db = t.ctx.database.db;
    const [n1] = await db.select().from(products).where(eq(products.code, 'IMP-NEW1'));
    expect(n1).toMatchObject({
      name: 'Vela Nova',
      priceCents: 790,
      stock: 12,
      initialQuantity: 12,
      minStock: 3,
      barcode: '7891234567895',
      featured: true,
      keywords: ['vela', 'nova'],
    });
    const [n2] = await db.select().from(products).where(eq(products.code, 'imp-new2'));
    expect(n2).toMatchObject({ priceCents: 100000, listPriceCents: 110000, onSale: true, availableOnline: false, stock: 0, unit: 'Dúzia' });
    const moves = await db.select().from(stockMovements).where(eq(stockMovements.productId, n1!.id));
    expect(moves).toMatchObject([{ kind: 'initial', quantity: 12 }]);
    const [upd] = await db.select().from(products).where(eq(products.id, existing.id));
    expect(upd).toMatchObject({ name: 'Nome Importado', priceCents: 9999, stock: 6 });
    expect((await auditRows(t, 'product', existing.id)).map((a) => a.action)).toEqual(['create', 'update']);
    expect((await auditRows(t, 'product', n1!.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('reads back its own export unchanged, also as a raw body', async () => {
    const exported = (await rawRequest(t, staff, 'GET', '/api/admin/products/export.csv')).bytes;
    const count = (await t.ctx.database.db.select().from(products)).length;
    const res = await importCsv(exported, false);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 0, updated: 0, unchanged: count });
    const [formula] = await t.ctx.database.db.select().from(products).where(eq(products.code, 'CSV-FORM'));
    expect(formula!.name).toBe('=HYPERLINK("http://x")');
  });

  it('accepts a file saved by Excel as Windows-1252', async () => {
    const csv = `${HEADER}\r\nIMP-ANSI;Coração de Jesus;Imagens;;;Unidade;5,00;;1,00;1;1;;;;Sim;Não;Não;;;;;;\r\n`;
    const res = await importCsv(Buffer.from(csv, 'latin1'));
    expect(res.status).toBe(200);
    const [row] = await t.ctx.database.db.select().from(products).where(eq(products.code, 'IMP-ANSI'));
    expect(row!.name).toBe('Coração de Jesus');
  });

  it('rejects a header that is not the model, or a file with commas', async () => {
    const wrong = await importCsv('Codigo;Nomes\r\nX;Y');
    expect(wrong.status).toBe(400);
    expect(wrong.body.lines[0].line).toBe(1);
    expect(wrong.body.lines[0].message).toContain('Coluna desconhecida: "Nomes".');
    expect(wrong.body.lines[0].message).toContain('Coluna obrigatória ausente: "Preço".');
    const commas = await importCsv('Código,Nome,Categoria\r\nX,Y,Z');
    expect(commas.body.error.message).toBe('Use ";" como separador (o formato do Excel em português).');
    expect((await importCsv('')).body.error.message).toBe('Selecione um arquivo CSV.');
  });
});
