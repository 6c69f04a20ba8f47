import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidEan13 } from '@/domain/barcode';
import { products } from '@/server/db/schema';
import { labelBarcode, qrPayload } from '@/server/modules/labels/label-codes';
import { loadLabelProducts } from '@/server/modules/labels/load-label-products';
import { postProduct, rawRequest } from '../support/app-fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

const t = setUpTestApp();
const staff = signInForSuite(t, 'staff');

const labels = (body: unknown) => rawRequest(t, staff, 'POST', '/api/admin/labels', JSON.stringify(body), { 'content-type': 'application/json' });
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('product labels', () => {
  it('prints a product with a valid EAN-13 as EAN-13, with a QR code of its data', async () => {
    const [demo] = await t.ctx.database.db.select().from(products).where(eq(products.code, 'TER-001'));
    expect(isValidEan13(demo!.barcode)).toBe(true);
    const [loaded] = await loadLabelProducts(t.ctx.database.db, [demo!.id]);
    expect(labelBarcode(loaded!)).toEqual({ bcid: 'ean13', text: demo!.barcode });
    const data = JSON.parse(qrPayload(loaded!));
    expect(data).toMatchObject({ id: demo!.id, codigo: 'TER-001', nome: demo!.name, preco: '34,90', categoria: 'Terços', codigoBarras: demo!.barcode });

    const res = await labels({ productIds: [demo!.id], mode: 'both', copies: 3 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="etiquetas-TER-001.pdf"');
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(res.bytes)).toBe(1);
  });

  it('falls back to Code 128 of the code for other barcodes or none', async () => {
    const odd = await postProduct(staff, { code: 'ETQ-ODD', barcode: '12345678' });
    const none = await postProduct(staff, { code: 'ETQ-NONE' });
    const loaded = await loadLabelProducts(t.ctx.database.db, [odd.id, none.id]);
    expect(loaded.map(labelBarcode)).toEqual([
      { bcid: 'code128', text: 'ETQ-ODD' },
      { bcid: 'code128', text: 'ETQ-NONE' },
    ]);
    for (const mode of ['barcode', 'qrcode', 'both']) {
      const res = await labels({ productIds: [odd.id, none.id], mode, copies: 1 });
      expect(res.status, mode).toBe(200);
      expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('fills A4 sheets of 21 narrow labels (barcode) or 14 wide ones (both)', async () => {
    const p = await postProduct(staff);
    expect(pageCount((await labels({ productIds: [p.id], mode: 'barcode', copies: 21 })).bytes)).toBe(1);
    expect(pageCount((await labels({ productIds: [p.id], mode: 'barcode', copies: 22 })).bytes)).toBe(2);
    expect(pageCount((await labels({ productIds: [p.id], mode: 'both', copies: 15 })).bytes)).toBe(2);
  });

  it('validates copies, mode and products', async () => {
    const p = await postProduct(staff);
    const tooMany = await staff.post('/api/admin/labels', { productIds: [p.id], mode: 'both', copies: 101 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('Informe de 1 a 100 cópias.');
    expect((await staff.post('/api/admin/labels', { productIds: [p.id], mode: 'pdf', copies: 1 })).body.error.message).toBe('Escolha o tipo de etiqueta.');
    expect((await staff.post('/api/admin/labels', { productIds: [], mode: 'both', copies: 1 })).body.error.message).toBe('Selecione ao menos um produto.');
    const unknown = await staff.post('/api/admin/labels', { productIds: [999999], mode: 'both', copies: 1 });
    expect(unknown.status).toBe(404);
    expect((await (await t.as('customer')).post('/api/admin/labels', { productIds: [p.id], mode: 'both', copies: 1 })).status).toBe(403);
  });
});
