import fs from 'node:fs';
import { signedInStaff } from './http';
import type { Recorder } from './record';
import type { BenchServer } from './server';

const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);

/** Downloads a report file to the end, timing it, with the server's peak memory reset first. */
async function download(server: BenchServer, cookie: string, format: 'csv' | 'xlsx'): Promise<{ ms: number; bytes: number; peakGrowthMb: number }> {
  fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const before = server.peakRssMb();
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/report-center/entradas/file?format=${format}`, { headers: { cookie } });
  if (!res.ok || !res.body) throw new Error(`report ${format}: ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return { ms: performance.now() - started, bytes, peakGrowthMb: server.peakRssMb() - before };
}

/**
 * Reports center (issue 14): the entries report over BENCH_REPORT_ROWS (1,000,000) entries to CSV
 * and to XLSX — each file's time ÷ the time of reading the same rows bare (≤ 2× for CSV), and the
 * server's peak memory growth while it is written (≤ 100 MB): files are written as they are read.
 */
export async function benchReports(server: BenchServer, record: Recorder) {
  console.log('\nReports center');
  const staff = await signedInStaff(server.url);
  let rows = (await staff.request('GET', '/api/bench/stats/report-select')).body.rows as number;
  const started = performance.now();
  // Each seeded movement pair is one entry and one exit line: twice the rows wanted, in steps.
  while (rows < ROWS) {
    const step = Math.min(200_000, 2 * (ROWS - rows));
    await staff.request('POST', `/api/bench/stats/stock-documents?movements=${step}`);
    rows += step / 2;
  }
  console.log(`  entries ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const select = (await staff.request('GET', '/api/bench/stats/report-select')).body as { rows: number; ms: number };
  const cookie = staff.cookieHeader();
  const csv = await download(server, cookie, 'csv');
  const xlsx = await download(server, cookie, 'xlsx');
  const n = select.rows.toLocaleString('pt-BR');
  record(
    `entries report to CSV, ${n} rows ÷ bare SELECT`,
    `${(csv.ms / 1000).toFixed(1)} s ÷ ${(select.ms / 1000).toFixed(1)} s = ${(csv.ms / select.ms).toFixed(2)}× (${(csv.bytes / 1e6).toFixed(0)} MB)`,
    '≤ 2×',
    csv.ms / select.ms <= 2,
  );
  record(`entries report to CSV, server peak memory growth`, `${csv.peakGrowthMb} MB`, '≤ 100 MB', csv.peakGrowthMb <= 100);
  record(
    `entries report to XLSX, ${n} rows ÷ bare SELECT`,
    `${(xlsx.ms / 1000).toFixed(1)} s ÷ ${(select.ms / 1000).toFixed(1)} s = ${(xlsx.ms / select.ms).toFixed(2)}× (${(xlsx.bytes / 1e6).toFixed(0)} MB)`,
    'printed',
    true,
  );
  record(`entries report to XLSX, server peak memory growth`, `${xlsx.peakGrowthMb} MB`, '≤ 100 MB', xlsx.peakGrowthMb <= 100);
}
