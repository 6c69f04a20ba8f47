import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_EXPECTATIONS } from '../fixtures/nfe/real/expectations';
import { dbKind } from '../support/databases';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// Real NF-e files from public libraries' test fixtures, previewed as a clerk would upload them.
// The files are not in the repository (tests/fixtures/nfe/real/SOURCES.md says where each comes
// from): NFE_CORPUS_DIR, else the shared folder beside the repository.
const corpusDir = process.env.NFE_CORPUS_DIR || path.resolve(import.meta.dirname, '../../../shared/nfe-corpus');
const present = fs.existsSync(corpusDir);
if (!present) console.warn(`\n*** NF-e real-file corpus NOT FOUND at ${corpusDir}: nfe-real-corpus.test.ts is SKIPPED. Set NFE_CORPUS_DIR. ***\n`);

describe.skipIf(!present)(`real NF-e files (${dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  const t = setUpTestApp();
  const clerk = signInForSuite(t, 'staff');
  const preview = (file: string) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(fs.readFileSync(path.join(corpusDir, file)))]), file);
    return clerk.post('/api/admin/supplier-invoices/nfe/preview', form);
  };

  it('has every file the table names, from at least 4 repositories', () => {
    const missing = CORPUS_EXPECTATIONS.map((e) => e.file).filter((f) => !fs.existsSync(path.join(corpusDir, f)));
    expect(missing).toEqual([]);
    expect(CORPUS_EXPECTATIONS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CORPUS_EXPECTATIONS.map((e) => e.source.split(' ')[0])).size).toBeGreaterThanOrEqual(4);
  });

  it.each(CORPUS_EXPECTATIONS)('$file', async (expected) => {
    const res = await preview(expected.file);
    if ('refuse' in expected) {
      expect(res.status).toBe(expected.refuse.status);
      expect(res.body.error.message).toBe(expected.refuse.message);
      return;
    }
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const p = res.body.preview;
    const a = expected.accept;
    expect({ lines: p.lines.length, totalCents: p.totalCents, accessKey: p.accessKey, supplierCnpj: p.supplier.cnpj, homologation: p.homologation }).toEqual({
      lines: a.lines,
      totalCents: a.totalCents,
      accessKey: a.accessKey,
      supplierCnpj: a.supplierCnpj,
      homologation: a.homologation,
    });
    for (const line of [a.first, a.last, a.withEntity]) {
      if (!line) continue;
      const got = p.lines.find((l: { lineNo: number }) => l.lineNo === line.lineNo);
      expect(got && { lineNo: got.lineNo, description: got.description, quantity: got.quantity, unitValue: got.unitValue }).toEqual(line);
    }
    // No entity left undecoded, no byte decoded wrongly.
    for (const l of p.lines) expect(l.description).not.toMatch(/&(amp|lt|gt|quot|apos|#\d+);|\uFFFD/);
  });
});
