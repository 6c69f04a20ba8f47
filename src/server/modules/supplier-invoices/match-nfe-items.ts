import { sql } from 'drizzle-orm';
import type { NfePreviewLine, NfeProductRef } from '../../../domain/schemas/receiving';
import type { DbOrTx } from '../../db/client';
import type { NfeItem } from './parse-nfe';

/**
 * Finds our product for each invoice line: first the supplier's own code (a mapping remembered
 * from earlier imports, with its unit conversion), then the barcode, then — for the user to
 * confirm — the most similar names (trigram similarity on the stored accent-free name).
 */
export async function matchNfeItems(db: DbOrTx, supplierId: number | null, items: NfeItem[]): Promise<NfePreviewLine[]> {
  const codes = [...new Set(items.map((i) => i.supplierCode).filter(Boolean))];
  const mapped = new Map<string, NfeProductRef & { factor: number }>();
  if (supplierId && codes.length) {
    const rows = await db.execute<{ supplier_code: string; id: number; name: string; code: string; conversion_factor: number }>(sql`
      SELECT m.supplier_code, p.id, p.name, p.code, m.conversion_factor FROM supplier_product_codes m JOIN products p ON p.id = m.product_id
      WHERE m.supplier_id = ${supplierId} AND p.archived_at IS NULL AND m.supplier_code IN (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`);
    for (const r of rows.rows) mapped.set(r.supplier_code, { id: Number(r.id), name: r.name, code: r.code, factor: Number(r.conversion_factor) });
  }
  const barcodes = [...new Set(items.map((i) => i.barcode).filter((b): b is string => !!b))];
  const byBarcode = new Map<string, NfeProductRef>();
  if (barcodes.length) {
    const rows = await db.execute<{ barcode: string; id: number; name: string; code: string }>(sql`
      SELECT barcode, id, name, code FROM products WHERE archived_at IS NULL AND barcode IN (${sql.join(barcodes.map((b) => sql`${b}`), sql`, `)})`);
    for (const r of rows.rows) byBarcode.set(r.barcode, { id: Number(r.id), name: r.name, code: r.code });
  }
  const lines: NfePreviewLine[] = [];
  for (const item of items) {
    const base = { lineNo: item.lineNo, supplierCode: item.supplierCode, barcode: item.barcode, description: item.description, unit: item.unit, quantity: item.quantity };
    const m = mapped.get(item.supplierCode);
    if (m) {
      lines.push({ ...base, match: { id: m.id, name: m.name, code: m.code, how: 'mapping' }, suggestions: [], conversionFactor: m.factor });
      continue;
    }
    const b = item.barcode ? byBarcode.get(item.barcode) : undefined;
    if (b) {
      lines.push({ ...base, match: { ...b, how: 'barcode' }, suggestions: [], conversionFactor: 1 });
      continue;
    }
    const similar = await db.execute<{ id: number; name: string; code: string }>(sql`
      SELECT id, name, code FROM products
      WHERE archived_at IS NULL AND name_key % f_unaccent(lower(${item.description}))
      ORDER BY similarity(name_key, f_unaccent(lower(${item.description}))) DESC, id LIMIT 3`);
    const suggestions = similar.rows.map((r) => ({ id: Number(r.id), name: r.name, code: r.code }));
    lines.push({ ...base, match: suggestions[0] ? { ...suggestions[0], how: 'name' } : null, suggestions, conversionFactor: 1 });
  }
  return lines;
}
