import type { ImportLineError, ImportResult } from '../../../domain/api/admin-products';
import {
  emptyProductForm,
  PRODUCT_REQUIRED_MESSAGE,
  type ProductCreateInput,
  type ProductFormValues,
  type ProductInput,
  productToFormValues,
} from '../../../domain/schemas/product';
import { normalizeSearchText } from '../../../domain/search';
import { recordAudits } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import { batches } from '../../db/batches';
import type { Db, Tx } from '../../db/client';
import { categories, classifications, products, suppliers } from '../../db/schema';
import { type CsvRecord, decodeCsv, parseCsv, unprotectFormula } from '../../files/csv';
import { AppError } from '../../http/errors';
import { changeStock } from '../stock';
import { productSnapshot } from './admin-product';
import { productColumns, translateUniqueViolation } from './product-checks';
import { PRODUCT_CSV_COLUMNS, parseYesNo } from './product-csv-columns';
import { productCreateSchemaWithTables, productUpdateSchemaWithTables } from './product-fiscal-tables';
import { updateProductsInBulk } from './update-products-in-bulk';

export type { ImportLineError, ImportResult };

export const MAX_IMPORT_ROWS = 20_000;

/** A file with problems: every bad line is reported and nothing is written. */
export class ImportRejected extends AppError {
  constructor(
    message: string,
    public lines: ImportLineError[],
  ) {
    super('IMPORT_REJECTED', message);
  }
}

type ProductRow = typeof products.$inferSelect;
type Planned = { kind: 'create'; line: number; input: ProductCreateInput } | { kind: 'update'; line: number; input: ProductInput; existing: ProductRow };

const FIELD_HEADERS: Record<string, string> = {
  ...Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c.field, c.header])),
  initialQuantity: 'Estoque',
  categoryId: 'Categoria',
  classificationId: 'Classificação',
  supplierId: 'Fornecedor',
};

const describeIssue = (field: string, message: string) =>
  `${FIELD_HEADERS[field] ?? field}: ${message === PRODUCT_REQUIRED_MESSAGE ? 'campo obrigatório não preenchido.' : message}`;

// A CSV line changes a saved product's form values (an update) or fills a blank form (a new product).
const formValuesOf = (row: ProductRow | null): ProductFormValues => (row ? productToFormValues(row, '') : emptyProductForm());

/** Registry names (and category slugs) as people type them: case and accents do not matter. */
function byName(list: { id: number; name: string; slug?: string }[]) {
  const map = new Map<string, number>();
  for (const item of list) {
    map.set(normalizeSearchText(item.name), item.id);
    if (item.slug) map.set(normalizeSearchText(item.slug), item.id);
  }
  return map;
}

/** Maps header cells to columns; a missing or unknown column rejects the file. */
function readHeader(header: CsvRecord): Map<string, number> {
  const errors: string[] = [];
  if (header.cells.length === 1 && header.cells[0]!.includes(',')) {
    throw new ImportRejected('Use ";" como separador (o formato do Excel em português).', [
      { line: header.line, message: 'O cabeçalho não usa ";" como separador.' },
    ]);
  }
  const known = new Map(PRODUCT_CSV_COLUMNS.map((c) => [normalizeSearchText(c.header), c.header]));
  const index = new Map<string, number>();
  header.cells.forEach((cell, i) => {
    const name = normalizeSearchText(cell);
    if (!name) return;
    const column = known.get(name);
    if (!column) errors.push(`Coluna desconhecida: "${cell.trim()}".`);
    else index.set(column, i);
  });
  for (const c of PRODUCT_CSV_COLUMNS) if (c.required && !index.has(c.header)) errors.push(`Coluna obrigatória ausente: "${c.header}".`);
  if (errors.length)
    throw new ImportRejected('O cabeçalho do arquivo não corresponde ao modelo exportado.', [{ line: header.line, message: errors.join(' ') }]);
  return index;
}

type Lookups = {
  index: Map<string, number>;
  width: number;
  catByName: Map<string, number>;
  classByName: Map<string, number>;
  supByName: Map<string, number>;
  existingByCode: Map<string, ProductRow>;
};

/** One CSV line checked and turned into what to write, or the problems found on it. */
function planRecord(record: CsvRecord, lk: Lookups): { problems: string[]; code: string; planned: Planned | null } {
  const problems: string[] = [];
  const cell = (header: string) => {
    const i = lk.index.get(header);
    return i === undefined ? undefined : (record.cells[i] ?? '').trim();
  };
  if (record.cells.slice(lk.width).some((c) => c.trim() !== '')) problems.push('A linha tem mais colunas que o cabeçalho.');

  const code = unprotectFormula(cell('Código') ?? '');
  const current = code ? (lk.existingByCode.get(code.toLowerCase()) ?? null) : null;
  const values: Record<string, unknown> = { ...formValuesOf(current) };
  for (const column of PRODUCT_CSV_COLUMNS) {
    const raw = cell(column.header);
    if (raw === undefined) continue;
    const value = column.kind === 'text' ? unprotectFormula(raw) : raw;
    const lookup = (map: Map<string, number>, notFound: string, required: boolean) => {
      if (!value) return required ? '' : null;
      const id = map.get(normalizeSearchText(value));
      if (id === undefined) problems.push(notFound);
      return id === undefined ? undefined : String(id);
    };
    switch (column.field) {
      case 'category': {
        const id = lookup(lk.catByName, `Categoria "${value}" não encontrada.`, true);
        if (id !== undefined) values.categoryId = id;
        break;
      }
      case 'classification': {
        const id = lookup(lk.classByName, `Classificação "${value}" não encontrada.`, false);
        if (id !== undefined) values.classificationId = id ?? '';
        break;
      }
      case 'supplier': {
        const id = lookup(lk.supByName, `Fornecedor "${value}" não encontrado.`, false);
        if (id !== undefined) values.supplierId = id ?? '';
        break;
      }
      case 'stock':
        if (!current) values.initialQuantity = value;
        break;
      default:
        if (column.kind === 'bool') {
          if (value === '') break;
          const b = parseYesNo(value);
          if (b === null) problems.push(`${column.header}: use "Sim" ou "Não".`);
          else values[column.field] = b;
        } else values[column.field] = value;
    }
  }
  const parsed = current ? productUpdateSchemaWithTables.safeParse(values) : productCreateSchemaWithTables.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(describeIssue(String(issue.path[0] ?? ''), issue.message));
  }
  if (problems.length > 0 || !parsed.success) return { problems: [...new Set(problems)], code, planned: null };
  const planned: Planned = current
    ? { kind: 'update', line: record.line, input: parsed.data as ProductInput, existing: current }
    : { kind: 'create', line: record.line, input: parsed.data as ProductCreateInput };
  return { problems, code, planned };
}

const CHUNK = 500;
const breathe = () => new Promise((r) => setImmediate(r));

/**
 * Creates or updates products by code from a CSV in the export's format, all in one transaction:
 * either every row lands or, when any row is bad, none does and every bad line is listed. On existing
 * products the stock column is ignored (stock changes only through adjustments and entries); on new
 * ones it is the initial quantity.
 *
 * Bounded work: every line is checked first, outside the transaction and yielding every few
 * hundred lines, keeping only the problems; then the transaction writes chunk by chunk, planning
 * each chunk again, so only one chunk's objects are alive at a time and each chunk is a few
 * set-based statements. A product created meanwhile with a new code hits the unique index (409).
 */
export async function importProductsCsv(db: Db, user: SessionUser, data: Uint8Array): Promise<ImportResult> {
  const records = parseCsv(decodeCsv(data)).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (records.length < 2) throw new ImportRejected('O arquivo não tem produtos para importar.', []);
  if (records.length - 1 > MAX_IMPORT_ROWS) {
    throw new ImportRejected(`O arquivo tem linhas demais (máximo ${MAX_IMPORT_ROWS.toLocaleString('pt-BR')}).`, []);
  }
  const lk: Lookups = {
    index: readHeader(records[0]!),
    width: records[0]!.cells.length,
    catByName: byName(await db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories)),
    classByName: byName(await db.select({ id: classifications.id, name: classifications.name }).from(classifications)),
    supByName: byName(await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers)),
    existingByCode: new Map((await db.select().from(products)).map((p) => [p.code.toLowerCase(), p])),
  };
  const rows = records.slice(1);

  const errors: ImportLineError[] = [];
  const seenCodes = new Map<string, number>();
  for (const [n, record] of rows.entries()) {
    if (n > 0 && n % 250 === 0) await breathe();
    const { problems, code } = planRecord(record, lk);
    const firstLine = seenCodes.get(code.toLowerCase());
    if (code && firstLine !== undefined) problems.unshift(`Código "${code}" repetido (também na linha ${firstLine}).`);
    if (code) seenCodes.set(code.toLowerCase(), record.line);
    if (problems.length > 0) errors.push({ line: record.line, message: problems.join(' ') });
  }
  if (errors.length > 0) {
    throw new ImportRejected(`Nenhum produto foi importado: ${errors.length} linha(s) com erro.`, errors);
  }
  return db
    .transaction(async (tx) => {
      const total: ImportResult = { created: 0, updated: 0, unchanged: 0 };
      for (const [n, batch] of batches(rows, CHUNK).entries()) {
        if (n > 0) await breathe();
        const planned = batch.map((r) => planRecord(r, lk).planned!);
        const done = await applyImport(tx, user, planned);
        total.created += done.created;
        total.updated += done.updated;
        total.unchanged += done.unchanged;
      }
      return total;
    })
    .catch(translateUniqueViolation);
}

/** The audit rows of an import's new or changed products, each marked as coming from the CSV. */
function auditImported(tx: Tx, user: SessionUser, action: 'create' | 'update', entries: { entityId: number; before?: unknown; after: object }[]) {
  return recordAudits(
    tx,
    user,
    entries.map((e) => ({ action, entity: 'product', ...e, after: { ...e.after, source: 'csv' } })),
  );
}

async function applyImport(tx: Tx, user: SessionUser, planned: Planned[]): Promise<ImportResult> {
  const result: ImportResult = { created: 0, updated: 0, unchanged: 0 };
  const creates = planned.filter((p) => p.kind === 'create');
  for (const chunk of batches(creates, CHUNK)) {
    const rows = await tx
      .insert(products)
      .values(chunk.map((p) => ({ ...productColumns(p.input), initialQuantity: p.input.initialQuantity, stock: 0 })))
      .returning();
    await changeStock(
      tx,
      rows.map((r) => ({
        productId: r.id,
        quantity: r.initialQuantity,
        kind: 'initial' as const,
        reason: 'Estoque inicial (importação CSV)',
        userId: user.id,
      })),
    );
    await auditImported(
      tx,
      user,
      'create',
      rows.map((row) => ({ entityId: row.id, after: { ...productSnapshot(row), stock: row.initialQuantity } })),
    );
    result.created += rows.length;
  }
  const updates: { id: number; before: ProductRow; next: ReturnType<typeof productColumns> }[] = [];
  for (const p of planned) {
    if (p.kind !== 'update') continue;
    const next = productColumns(p.input);
    const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => JSON.stringify(next[k]) !== JSON.stringify(p.existing[k]));
    if (changed) updates.push({ id: p.existing.id, before: p.existing, next });
    else result.unchanged++;
  }
  for (const chunk of batches(updates, CHUNK)) {
    const rows = await updateProductsInBulk(
      tx,
      chunk.map((u) => ({ id: u.id, ...u.next })),
    );
    const afterById = new Map(rows.map((r) => [r.id, r]));
    await auditImported(
      tx,
      user,
      'update',
      chunk.map((u) => ({ entityId: u.id, before: productSnapshot(u.before), after: productSnapshot(afterById.get(u.id)!) })),
    );
    result.updated += chunk.length;
  }
  return result;
}
