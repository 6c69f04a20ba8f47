import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../support/app-fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// What one request may ask of the server: bounded bodies, label PDFs drawn as a stream, link
// previews rendered once, and product pictures closed with the shop.
const t = setUpTestApp();
const staff = signInForSuite(t, 'staff');

describe('request bodies', () => {
  it('refuses a JSON body above 1 MB with 413 and a pt-BR message, before reading it all', async () => {
    const huge = JSON.stringify({ password: 'x'.repeat(2 * 1024 * 1024) });
    for (const route of ['/api/gate/unlock', '/api/auth/sign-in/email', '/api/admin/categories']) {
      const res = await staff.request('POST', route, huge);
      expect(res.status, route).toBe(413);
      expect(res.body.error.message).toBe('O conteúdo enviado passa do limite de 1 MB.');
    }
  });
});

describe('label PDFs', () => {
  it('draws 2,000 labels as one valid PDF of 143 pages, each picture embedded once', async () => {
    const list = await staff.get('/api/admin/products?pageSize=20');
    const productIds = list.body.items.map((p: { id: number }) => p.id);
    expect(productIds).toHaveLength(20);
    const res = await rawRequest(t, staff, 'POST', '/api/admin/labels', JSON.stringify({ productIds, mode: 'both', copies: 100 }), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = res.bytes.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(Math.ceil(2000 / 14));
    // Two pictures (barcode and QR) per product, not per label.
    expect(pdf.match(/\/Subtype \/Image/g)?.length).toBeLessThanOrEqual(2 * 20 * 2);
  });
});

describe('link preview pictures', () => {
  it('renders a product’s og.jpg once and serves the same bytes from storage afterwards', async () => {
    const id = (await staff.get('/api/admin/products?pageSize=1')).body.items[0].id;
    const visitor = await t.as('anonymous');
    const first = await rawRequest(t, visitor, 'GET', `/api/media/products/${id}/og.jpg`);
    expect(first.status).toBe(200);
    const ogDir = path.join(t.dataDir, 'uploads', 'og');
    const files = fs.readdirSync(ogDir).filter((f) => f.startsWith(`${id}-`));
    expect(files).toHaveLength(1);
    const again = await rawRequest(t, visitor, 'GET', `/api/media/products/${id}/og.jpg`);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(fs.readdirSync(ogDir).filter((f) => f.startsWith(`${id}-`))).toEqual(files);
  });

  it('names no product of a closed shop to visitors without the gate pass', async () => {
    const id = (await staff.get('/api/admin/products?pageSize=1')).body.items[0].id;
    const stranger = t.client();
    for (const p of [`/api/media/products/${id}/placeholder.svg`, `/api/media/products/${id}/og.jpg`]) {
      const res = await stranger.get(p);
      expect(res.status, p).toBe(403);
      expect(res.body.error.code).toBe('SITE_LOCKED');
    }
  });
});
