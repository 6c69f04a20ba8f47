import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createS3Storage } from '@/server/storage/s3-storage';
import { createLocalStorage, type Storage } from '@/server/storage/storage';
import { startS3rver } from '../support/start-s3rver';
import { createTestApp, type TestApp } from '../support/test-app';

let s3: Awaited<ReturnType<typeof startS3rver>>;
const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'luz-storage-'));
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(localRoot, { recursive: true, force: true });
});

const backends: [string, () => Storage][] = [
  ['disco local (DATA_DIR)', () => createLocalStorage(localRoot)],
  ['S3 (s3rver)', () => createS3Storage(loadConfig({ ...s3.env, DEMO: '1' }).s3!)],
];

// The same promises on both back ends: what the app writes, it reads back byte for byte.
describe.each(backends)('storage contract: %s', (_, make) => {
  it('gives back what was put, byte for byte, under nested keys', async () => {
    const storage = make();
    const data = Buffer.from([0, 1, 2, 250, 255, ...Buffer.from('Terço de madeira ✝')]);
    await storage.put('products/42/original.webp', data);
    expect((await storage.get('products/42/original.webp'))?.equals(data)).toBe(true);
  });

  it('stores a file from disk (a large generated report) byte for byte', async () => {
    const storage = make();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'put-file-')), 'relatorio.csv');
    const data = Buffer.concat([Buffer.from('\uFEFFData;Produto\r\n'), Buffer.alloc(300_000, 'x')]);
    fs.writeFileSync(file, data);
    await storage.putFile('reports/grande.csv', file);
    expect((await storage.get('reports/grande.csv'))?.equals(data)).toBe(true);
  });

  it('replaces a file put again under the same key', async () => {
    const storage = make();
    await storage.put('reports/1.csv', Buffer.from('primeiro'));
    await storage.put('reports/1.csv', Buffer.from('segundo'));
    expect((await storage.get('reports/1.csv'))?.toString()).toBe('segundo');
  });

  it('answers null for a missing key, and deleting makes a key missing (twice is fine)', async () => {
    const storage = make();
    expect(await storage.get('nada/aqui.pdf')).toBeNull();
    await storage.put('staff/doc.pdf', Buffer.from('%PDF'));
    await storage.delete('staff/doc.pdf');
    await storage.delete('staff/doc.pdf');
    expect(await storage.get('staff/doc.pdf')).toBeNull();
  });
});

describe('configuration of S3', () => {
  it('needs endpoint, bucket and both keys together, with a pt-BR message naming what is missing', () => {
    expect(loadConfig({ DEMO: '1' }).s3).toBeNull();
    expect(() => loadConfig({ DEMO: '1', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b' })).toThrow(
      'Armazenamento S3 incompleto: defina também S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (ou nenhuma variável S3_*).',
    );
    expect(() => loadConfig({ DEMO: '1', ...s3.env, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT inválida');
    expect(loadConfig({ DEMO: '1', ...s3.env }).s3).toMatchObject({ bucket: 'luz-da-fe', region: 'us-east-1', forcePathStyle: true });
  });
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'), Buffer.from([0xe2, 0xe3, 0x00, 0xff]), Buffer.from('\n%%EOF\n')]);

describe('the app on S3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a staff document in the bucket, not in DATA_DIR, and serves it only through the app', async () => {
    const admin = await t.as('admin');
    const staffId = (await admin.get('/api/admin/staff')).body.staff[0].id;
    const fd = new FormData();
    fd.set('type', 'Contrato');
    fd.set('date', '2025-02-01');
    fd.set('description', 'Contrato no S3');
    fd.set('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'contrato.pdf');
    const added = await admin.post(`/api/admin/staff/${staffId}/documents`, fd);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const uploads = path.join(t.dataDir, 'uploads');
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }) : []).toEqual([]);
    expect(
      fs
        .readdirSync(s3.directory, { recursive: true })
        .map(String)
        .some((f) => f.includes('staff-documents')),
    ).toBe(true);
    const url = added.body.document.downloadUrl;
    const res = await t.app.request(`http://localhost${url}`, { headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    // Same authorisation as on disk: a customer gets nothing.
    expect((await (await t.as('customer')).get(url)).status).toBe(403);
  });
});
