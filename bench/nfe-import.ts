import { nfeXml } from '../tests/fixtures/nfe';
import { percentile, signedInStaff } from './http';
import type { Recorder } from './record';
import type { BenchServer } from './server';

const ITEMS = 500;
const RUNS = 7;

/**
 * 'Importar XML/NF' (issue 12): an NF-e with 500 items — half matched by barcode, the rest by name
 * (one in ten written differently, found by similarity) — parsed, checked and matched against the catalogue (10,000 products) by the preview
 * endpoint; the figure is its p95 round trip on localhost (server time plus a local hop).
 */
export async function benchNfeImport(server: BenchServer, record: Recorder) {
  console.log('\nNF-e import preview');
  const staff = await signedInStaff(server.url);
  const products: { name: string; barcode: string | null }[] = [];
  for (let page = 1; products.length < ITEMS && page <= 5; page++) {
    const res = await staff.request('GET', `/api/admin/products?page=${page}&pageSize=100`);
    products.push(...(res.body.items as { name: string; barcode: string | null }[]));
  }
  const items = Array.from({ length: ITEMS }, (_, i) => {
    const p = products[i % products.length]!;
    const byBarcode = i % 2 === 0 && p.barcode;
    const plain = p.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[<&>]/g, ' ');
    // One line in ten is written the supplier's way (a word short): found by similarity, not equality.
    const name = i % 10 === 5 ? plain.split(' ').slice(0, -1).join(' ') || plain : plain;
    return {
      code: `BENCH-${i}`,
      ean: byBarcode ? p.barcode! : 'SEM GTIN',
      name,
      unit: 'UN',
      quantity: '2.0000',
      unitValue: '10.0000000000',
    };
  });
  const xml = nfeXml({ number: 900_000 + (Date.now() % 90_000), items });
  const boundary = 'bench-nfe-boundary';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="nfe.xml"\r\nContent-Type: text/xml\r\n\r\n${xml}\r\n--${boundary}--\r\n`;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await staff.request('POST', '/api/admin/supplier-invoices/nfe/preview', body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    if (res.status !== 200) throw new Error(`preview: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    if (i === 0) console.log(`  ${res.body.preview.lines.filter((l: { match: unknown }) => l.match).length} of ${ITEMS} lines matched`);
    times.push(performance.now() - started);
  }
  const p95 = percentile(times.slice(1), 95);
  record(`NF-e preview, ${ITEMS} items (parse, check, match)`, `${p95.toFixed(0)} ms p95`, '< 1000 ms', p95 < 1000);
}
