import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 081: the libraries for files (PDFs, spreadsheets, images, barcodes), e-mail, buckets
// and Pix codes load with the first file, e-mail or Pix that needs them, not with the server: a
// server that only sells and searches keeps ~15 MB less heap and starts faster.
const root = path.resolve(import.meta.dirname, '../..');
const LAZY = ['pdfkit', 'exceljs', 'sharp', '@aws-sdk/client-s3', 'nodemailer', 'bwip-js', 'qrcode', 'pix-utils'];

/** The npm packages (CommonJS, as all of LAZY are) loaded once the given server modules are imported. */
function packagesLoadedBy(modules: string[]): string[] {
  const script = `
    for (const m of ${JSON.stringify(modules)}) await import(m);
    const { createRequire } = await import('node:module');
    const names = Object.keys(createRequire(import.meta.url).cache).map((k) => k.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//)?.[1]);
    process.stdout.write(JSON.stringify([...new Set(names.filter(Boolean))]));`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as string[];
}

describe('libraries loaded on first use', () => {
  it('are not loaded by the server’s modules (routes, services, jobs), and are there once a module needing them is', () => {
    const server = packagesLoadedBy(['./src/server/app.ts', './src/server/bootstrap.ts', './src/server/job-runner/shop-jobs.ts']);
    // The check sees packages at all: the database driver the server imports up front.
    expect(server).toContain('pg');
    expect(server.filter((p) => LAZY.includes(p))).toEqual([]);
    // …and would see one imported up front (the bucket storage's module imports its SDK).
    expect(packagesLoadedBy(['./src/server/storage/s3-storage.ts'])).toContain('@aws-sdk/client-s3');
  }, 120_000);
});
