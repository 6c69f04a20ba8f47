import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { needsConversion } from '../../../domain/nfe-import';
import type { NfePreviewLine, NfeProductRef } from '../../../domain/schemas/receiving';
import type { Db } from '../../db/client';
import { products, supplierProductCodes } from '../../db/schema';
import type { NfeItem } from './parse-nfe';

type RefRow = { id: number; name: string; code: string; unit: string };
const ref = (r: RefRow): NfeProductRef => ({ id: Number(r.id), name: r.name, code: r.code, unit: r.unit });
const refColumns = { id: products.id, name: products.name, code: products.code, unit: products.unit };

/**
 * Finds our product for each invoice line: first the supplier's own code (a mapping remembered
 * from earlier imports, with its unit conversion), then the barcode, then — for the user to
 * confirm — the most similar names (trigram similarity on the stored accent-free name). Without
 * `byName` only the certain matches are looked for (the import checks what needed confirming).
 * The conversion is the remembered one, 1 when the units agree, or null: the clerk types it.
 */
export async function matchNfeItems(
  db: Db,
  supplierId: number | null,
  items: NfeItem[],
  opts: { byName: boolean } = { byName: true },
): Promise<NfePreviewLine[]> {
  const codes = [...new Set(items.map((i) => i.supplierCode).filter(Boolean))];
  const mapped = new Map<string, NfeProductRef & { factor: number }>();
  if (supplierId && codes.length) {
    const m = supplierProductCodes;
    const rows = await db
      .select({ supplierCode: m.supplierCode, factor: m.conversionFactor, ...refColumns })
      .from(m)
      .innerJoin(products, eq(products.id, m.productId))
      .where(and(eq(m.supplierId, supplierId), isNull(products.archivedAt), inArray(m.supplierCode, codes)));
    for (const { supplierCode, ...r } of rows) mapped.set(supplierCode, r);
  }
  const barcodes = [...new Set(items.map((i) => i.barcode).filter((b): b is string => !!b))];
  const byBarcode = new Map<string, NfeProductRef>();
  if (barcodes.length) {
    const rows = await db
      .select({ barcode: products.barcode, ...refColumns })
      .from(products)
      .where(and(isNull(products.archivedAt), inArray(products.barcode, barcodes)));
    for (const { barcode, ...r } of rows) if (barcode) byBarcode.set(barcode, r);
  }
  // By name: first the same name (accent- and case-free, one query for all lines), then the most
  // similar names for the rest (one query, a LATERAL per distinct description). Raw SQL: a typed
  // select cannot join a JSON array of the descriptions or order by the trigram distance operator.
  const rest = [...new Set(items.filter((i) => !mapped.has(i.supplierCode) && !(i.barcode && byBarcode.has(i.barcode))).map((i) => i.description))];
  const byName = new Map<string, NfeProductRef[]>();
  if (rest.length && opts.byName) {
    const exact = await db.execute<{ d: string } & RefRow>(sql`
      SELECT DISTINCT ON (q.d) q.d, p.id, p.name, p.code, p.unit
      FROM jsonb_array_elements_text(${JSON.stringify(rest)}::jsonb) AS q(d)
      JOIN products p ON p.archived_at IS NULL AND p.name_key = f_unaccent(lower(q.d))
      ORDER BY q.d, p.id`);
    for (const r of exact.rows) byName.set(r.d, [ref(r)]);
    const fuzzy = rest.filter((d) => !byName.has(d));
    if (fuzzy.length) {
      // The three nearest names among those similar enough (a stricter threshold than pg_trgm's 0.3
      // keeps the candidates few on a catalogue whose names share words: 'Terço de…', 'Vela de…');
      // the planner reads them from the GIN (%) or the GiST (<->) trigram index.
      const similar = await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL pg_trgm.similarity_threshold = 0.5`);
        return tx.execute<{ d: string } & RefRow>(sql`
          SELECT q.d, s.id, s.name, s.code, s.unit
          FROM jsonb_array_elements_text(${JSON.stringify(fuzzy)}::jsonb) AS q(d)
          CROSS JOIN LATERAL (
            SELECT p.id, p.name, p.code, p.unit FROM products p
            WHERE p.archived_at IS NULL AND p.name_key % f_unaccent(lower(q.d))
            ORDER BY p.name_key <-> f_unaccent(lower(q.d)), p.id LIMIT 3
          ) s`);
      });
      for (const r of similar.rows) byName.set(r.d, [...(byName.get(r.d) ?? []), ref(r)]);
    }
  }
  const lines: NfePreviewLine[] = [];
  for (const item of items) {
    const base = {
      lineNo: item.lineNo,
      supplierCode: item.supplierCode,
      barcode: item.barcode,
      description: item.description,
      unit: item.unit,
      quantity: item.quantity,
      unitValue: item.unitValue,
      totalCents: item.totalCents,
      discountCents: item.discountCents,
    };
    const factorFor = (p: NfeProductRef | undefined) => (p && !needsConversion(item.unit, p.unit) ? 1 : null);
    const m = mapped.get(item.supplierCode);
    if (m) {
      lines.push({ ...base, match: { id: m.id, name: m.name, code: m.code, unit: m.unit, how: 'mapping' }, suggestions: [], conversionFactor: m.factor });
      continue;
    }
    const b = item.barcode ? byBarcode.get(item.barcode) : undefined;
    if (b) {
      lines.push({ ...base, match: { ...b, how: 'barcode' }, suggestions: [], conversionFactor: factorFor(b) });
      continue;
    }
    const suggestions = byName.get(item.description) ?? [];
    lines.push({ ...base, match: suggestions[0] ? { ...suggestions[0], how: 'name' } : null, suggestions, conversionFactor: factorFor(suggestions[0]) });
  }
  return lines;
}
