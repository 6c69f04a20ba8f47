import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { decodeCsv, parseCsv, writeCsv } from '../src/server/files/csv';
import { signedInStaff } from './http';
import type { Recorder } from './record';
import type { BenchServer } from './server';

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);

/**
 * While `work` runs: the server's peak resident memory (VmHWM, reset first) and the slowest
 * /api/health answer of a client polling it back to back — what every other visitor would feel.
 */
async function underLoad<T>(server: BenchServer, work: () => Promise<T>): Promise<{ result: T; peakMb: number; beforeMb: number; longestHealthMs: number }> {
  // Resets VmHWM to the current resident size, so the peak is this request's.
  fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const beforeMb = server.peakRssMb();
  const probe = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'health-probe.ts'), server.url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  probe.stdout.on('data', (d) => (output += d));
  await new Promise<void>((resolve) => probe.stdout.once('data', () => resolve()));
  const result = await work().catch((err: Error) => ({ status: 0, body: err.message }) as T);
  const exited = new Promise((r) => probe.once('exit', r));
  probe.kill('SIGTERM');
  await exited;
  const longest = JSON.parse(output.trim().split('\n').at(-1) ?? '{}').longest ?? -1;
  return { result, peakMb: server.peakRssMb(), beforeMb, longestHealthMs: longest };
}

/**
 * POSTs a JSON body of `bytes` on a connection of its own: the server answers 413 from the
 * Content-Length and closes, so the rest of the upload fails on our side, which is expected.
 */
function postHugeBody(url: string, cookie: string, bytes: number): Promise<{ status: number }> {
  return new Promise((resolve) => {
    const req = http.request(`${url}/api/admin/categories`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(bytes), origin: url, cookie },
    });
    let status = 0;
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on('end', () => resolve({ status }));
    });
    req.on('error', () => resolve({ status }));
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    chunk.write('{"name":"');
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

/** Resource limits (issue 10): heavy requests keep memory and every other request's latency bounded. */
export async function benchLimits(server: BenchServer, record: Recorder) {
  console.log('\nResource limits (peak server RSS and longest /api/health during each)');
  const staff = await signedInStaff(server.url);
  const goal = '≤ 300 MB, ≤ 200 ms';
  const report = (what: string, r: { peakMb: number; beforeMb: number; longestHealthMs: number }, extra = '') =>
    record(
      `${what}: peak RSS, longest /api/health`,
      `${r.peakMb} MB (${r.beforeMb} MB before), ${r.longestHealthMs} ms${extra}`,
      goal,
      r.peakMb <= 300 && r.longestHealthMs <= 200,
    );

  const list = await staff.request('GET', '/api/admin/products?pageSize=20');
  const productIds = (list.body.items as { id: number }[]).map((p) => p.id);
  // The PDF and barcode libraries load with the first document after a start (decision 081): a
  // one-off ~0.4 s pause, not what 2,000 labels cost, so one label is printed first.
  const warmUp = await staff.request('POST', '/api/admin/labels', { productIds: productIds.slice(0, 1), mode: 'both', copies: 1 });
  if (warmUp.status !== 200) throw new Error(`labels warm-up: ${warmUp.status}`);
  const labels = await underLoad(server, () => staff.request('POST', '/api/admin/labels', { productIds, mode: 'both', copies: 100 }));
  report(`${productIds.length * 100} labels in one PDF`, labels, ` (status ${labels.result.status})`);

  const exported = await staff.request('GET', '/api/admin/products/export.csv');
  const records = parseCsv(decodeCsv(Buffer.from(String(exported.body)))).map((r) => r.cells);
  const [header, template] = [records[0]!, records[1]!];
  const codeAt = header.indexOf('Código');
  const nameAt = header.indexOf('Nome');
  const stamp = Date.now().toString(36);
  // Short descriptions keep 20,000 rows under the import's 10 MB file limit.
  for (const column of ['Descrição', 'Descrição Detalhada', 'Palavras-chave']) template[header.indexOf(column)] = 'Importado pelo benchmark';
  const barcodeAt = header.indexOf('Código de Barras');
  if (barcodeAt >= 0) template[barcodeAt] = '';
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => {
    const row = [...template];
    row[codeAt] = `IMP-${stamp}-${i}`;
    row[nameAt] = `Produto importado ${i}`;
    return row;
  });
  const csv = writeCsv([header, ...rows]);
  const imported = await underLoad(server, () => staff.request('POST', '/api/admin/products/import', csv, { 'content-type': 'text/csv' }));
  report(
    `CSV import of ${IMPORT_ROWS.toLocaleString('pt-BR')} rows`,
    imported,
    ` (status ${imported.result.status}, ${JSON.stringify(imported.result.body).slice(0, 80)})`,
  );

  const huge = await underLoad(server, () => postHugeBody(server.url, staff.cookieHeader(), 100 * 1024 * 1024));
  report('100 MB JSON body', huge, ` (status ${huge.result.status})`);

  const og = `/api/media/products/${productIds[0]}/og.jpg`;
  await staff.request('GET', og);
  const n = 200;
  const started = performance.now();
  for (let i = 0; i < n; i++) await staff.request('GET', og);
  const rps = n / ((performance.now() - started) / 1000);
  record('og.jpg requests/s (one client, after the first render)', rps.toFixed(0), '> 33 (rendered every time before)', rps > 33);
}
