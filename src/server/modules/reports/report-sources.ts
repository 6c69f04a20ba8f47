import { type SQL, sql } from 'drizzle-orm';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '../../../domain/schemas/receiving';
import type { ReportKind, ReportQuery } from '../../../domain/schemas/reports';
import { formatQuantities, unitAbbreviation } from '../../../domain/units';
import { allOf, periodCondition } from '../../http/list-query';
import type { StoreScope } from '../permissions';
import { exitFilter } from '../stock';
import { STOCK_PLACE_SOURCES } from './stock-place-sources';

export type CellType = 'text' | 'int' | 'money' | 'date';
/**
 * `perUnit`: a unit price, not added up in the totals row. `quantities`: the row's quantities with
 * their units — the totals row adds them up per unit ('10 UN + 3 CX'), never boxes into pieces.
 */
export type ReportColumn = {
  header: string;
  type: CellType;
  width: number;
  perUnit?: true;
  quantities?: (row: ReportRow) => { quantity: number; unit: string | null }[];
  value: (row: ReportRow) => string | number | null;
};
export type ReportRow = Record<string, unknown> & { sort_date: string; key0: number; key1?: number };

/**
 * One report as SQL: the rows it is made of (FROM + the filters), the date the period reads, the
 * file's columns, the figures of the preview (documents, units, cost, price) and its top lists.
 * Files read the rows in (date, key) order, `BATCH` at a time, so a year of a busy shop never sits
 * in memory.
 */
export type ReportSource = {
  from: SQL;
  /** The filters, and for a report of store rows (exits) the user's store scope: store staff read their own store's only. */
  where: (q: ReportQuery, scope: StoreScope) => SQL;
  date: SQL;
  /** The file's order after the date, unique per row; the date and the first key are an index's columns. */
  keys: SQL[];
  /** How the order's index sorts nulls (the columns are NOT NULL; the clause only has to match it to be used). */
  nulls: 'FIRST';
  select: SQL;
  columns: ReportColumn[];
  /** Whether a row counts in the totals (reversed entries and exits are listed, not counted). */
  counts: (row: ReportRow) => boolean;
  /** For documents that can be reversed: what the file says under its table (its totals leave them out). */
  reversedNote?: string;
  /** Documents among the counted rows (an aggregate); a row's cost and sale value; whether it counts. */
  documents: SQL;
  /**
   * Where the quantities are and the unit each is in. An invoice's are in its lines: a FROM of its
   * own, summed in a query of its own, so the lines never multiply the invoices' money.
   */
  quantity: { from: SQL; quantity: SQL; unit: SQL };
  cost: SQL;
  price: SQL;
  counted: SQL;
  /** The value a chart and the tops rank by: cost for what came in, sale price for what went out. */
  value: SQL;
  tops: { title: string; name: SQL }[];
};

const money = (cents: unknown) => Number(cents ?? 0);

const rowQuantity = (r: ReportRow) => [{ quantity: Number(r.quantity), unit: r.unit as string | null }];

/** The last columns of an entries or exits file: a line's cost and sale value (quantity × the unit's, as they were) and its document's situation. */
const lineValueColumns: ReportColumn[] = [
  { header: 'Custo total', type: 'money', width: 1.5, value: (r) => money(r.unit_cost_cents) * Number(r.quantity) },
  { header: 'Valor de venda', type: 'money', width: 1.5, value: (r) => money(r.unit_price_cents) * Number(r.quantity) },
  { header: 'Situação', type: 'text', width: 1.3, value: (r) => (r.reversed ? 'Estornada' : 'Lançada') },
];

/**
 * The figures of a posted stock document's lines (`line`: the alias with quantity and unit cost and
 * price; `doc`: the document's, with its status): a reversed document is listed, not counted.
 */
const postedLineFigures = (line: string, doc: string, reversedNote: string) => ({
  counts: (r: ReportRow) => !r.reversed,
  reversedNote,
  cost: sql.raw(`${line}.quantity::bigint * ${line}.unit_cost_cents`),
  price: sql.raw(`${line}.quantity::bigint * ${line}.unit_price_cents`),
  counted: sql.raw(`${doc}.status <> 'reversed'`),
});

const entriesFrom = sql`FROM stock_entries e JOIN products p ON p.id = e.product_id LEFT JOIN suppliers s ON s.id = e.supplier_id LEFT JOIN categories c ON c.id = p.category_id`;
const entries: ReportSource = {
  from: entriesFrom,
  // Warehouse documents: no store's rows.
  where: (q) =>
    allOf(
      periodCondition(sql`e.entry_date`, q, 'date'),
      q.supplierId ? sql`e.supplier_id = ${q.supplierId}` : undefined,
      q.categoryId ? sql`p.category_id = ${q.categoryId}` : undefined,
      q.productId ? sql`e.product_id = ${q.productId}` : undefined,
    ),
  date: sql`e.entry_date`,
  keys: [sql`e.id`],
  nulls: 'FIRST',
  select: sql`e.id AS key0, to_char(e.entry_date, 'YYYY-MM-DD') AS sort_date, p.code AS product_code, p.name AS product_name, c.name AS category_name,
    s.name AS supplier_name, e.quantity, p.unit, e.unit_cost_cents, e.unit_price_cents, e.status = 'reversed' AS reversed`,
  columns: [
    { header: 'Data', type: 'date', width: 1.5, value: (r) => r.sort_date as string },
    { header: 'Código', type: 'text', width: 2, value: (r) => r.product_code as string },
    { header: 'Produto', type: 'text', width: 3.4, value: (r) => r.product_name as string },
    { header: 'Categoria', type: 'text', width: 1.6, value: (r) => (r.category_name as string) ?? '' },
    { header: 'Fornecedor', type: 'text', width: 2.2, value: (r) => (r.supplier_name as string) ?? '' },
    { header: 'Quantidade', type: 'int', width: 1.1, quantities: rowQuantity, value: (r) => Number(r.quantity) },
    { header: 'Unidade', type: 'text', width: 0.9, value: (r) => unitAbbreviation(r.unit as string) },
    { header: 'Custo unitário', type: 'money', width: 1.4, perUnit: true, value: (r) => money(r.unit_cost_cents) },
    ...lineValueColumns,
  ],
  ...postedLineFigures('e', 'e', 'Entradas estornadas aparecem na lista e não entram no total.'),
  documents: sql`count(*)`,
  quantity: { from: entriesFrom, quantity: sql`e.quantity`, unit: sql`p.unit` },
  value: sql`e.quantity::bigint * e.unit_cost_cents`,
  tops: [
    { title: 'Produtos', name: sql`p.name` },
    { title: 'Fornecedores', name: sql`coalesce(s.name, 'Sem fornecedor')` },
  ],
};

const exitsFrom = sql`FROM stock_exit_items i JOIN stock_exits x ON x.id = i.exit_id JOIN stores st ON st.id = x.store_id LEFT JOIN products p ON p.id = i.product_id`;
const exits: ReportSource = {
  from: exitsFrom,
  // The exits of Consultar Saídas (period, store, text), and of a product only that product's lines:
  // the list's CSV is this report (one implementation of the filters).
  where: (q, scope) =>
    allOf(
      exitFilter({ from: q.from, to: q.to, storeId: q.storeId, search: q.search ?? '' }, scope),
      q.productId ? sql`i.product_id = ${q.productId}` : undefined,
    ),
  date: sql`x.exit_date`,
  keys: [sql`x.id`, sql`i.id`],
  nulls: 'FIRST',
  select: sql`x.id AS key0, i.id AS key1, to_char(x.exit_date, 'YYYY-MM-DD') AS sort_date, x.code, st.name AS store_name, i.product_code, i.product_name, i.quantity, p.unit,
    i.unit_cost_cents, i.unit_price_cents, x.status = 'reversed' AS reversed`,
  columns: [
    { header: 'Saída', type: 'text', width: 1.6, value: (r) => r.code as string },
    { header: 'Data', type: 'date', width: 1.3, value: (r) => r.sort_date as string },
    { header: 'Loja', type: 'text', width: 2.4, value: (r) => r.store_name as string },
    { header: 'Código', type: 'text', width: 2, value: (r) => r.product_code as string },
    { header: 'Produto', type: 'text', width: 3.4, value: (r) => r.product_name as string },
    { header: 'Quantidade', type: 'int', width: 1.1, quantities: rowQuantity, value: (r) => Number(r.quantity) },
    { header: 'Unidade', type: 'text', width: 0.9, value: (r) => unitAbbreviation(r.unit as string) },
    ...lineValueColumns,
  ],
  ...postedLineFigures('i', 'x', 'Saídas estornadas aparecem na lista e não entram no total.'),
  documents: sql`count(DISTINCT x.id)`,
  quantity: { from: exitsFrom, quantity: sql`i.quantity`, unit: sql`p.unit` },
  value: sql`i.quantity::bigint * i.unit_price_cents`,
  tops: [
    { title: 'Produtos', name: sql`i.product_name` },
    { title: 'Lojas', name: sql`st.name` },
  ],
};

// A line's expected quantity is in the product's stock unit; a line not matched to a product yet
// keeps the invoice's own unit (uCom, factor 1).
const invoiceLineUnit = sql`coalesce(ip.unit, nullif(ii.unit, ''))`;
const invoiceLines = sql`JOIN supplier_invoice_items ii ON ii.invoice_id = n.id LEFT JOIN products ip ON ip.id = ii.product_id`;
/** One invoice's quantities per unit as JSON, in the order of its lines. */
const invoiceQuantities = sql`(SELECT json_agg(json_build_object('unit', u.unit, 'quantity', u.quantity) ORDER BY u.first_line)
  FROM (SELECT ${invoiceLineUnit} AS unit, sum(ii.expected_quantity) AS quantity, min(ii.line_no) AS first_line
          FROM supplier_invoice_items ii LEFT JOIN products ip ON ip.id = ii.product_id WHERE ii.invoice_id = n.id GROUP BY 1) u)`;
/** The drivers answer json as text (PostgreSQL) or parsed (PGlite). */
const invoiceRowQuantities = (r: ReportRow) =>
  ((typeof r.quantities === 'string' ? JSON.parse(r.quantities) : (r.quantities ?? [])) as { unit: string | null; quantity: number | string }[]).map((q) => ({
    unit: q.unit,
    quantity: Number(q.quantity),
  }));
const invoicesFrom = sql`FROM supplier_invoices n JOIN suppliers s ON s.id = n.supplier_id`;
const invoices: ReportSource = {
  from: invoicesFrom,
  where: (q) => allOf(periodCondition(sql`n.emission_date`, q, 'date'), q.supplierId ? sql`n.supplier_id = ${q.supplierId}` : undefined),
  date: sql`n.emission_date`,
  keys: [sql`n.id`],
  nulls: 'FIRST',
  select: sql`n.id AS key0, to_char(n.emission_date, 'YYYY-MM-DD') AS sort_date, n.number, n.series, to_char(n.reception_date, 'YYYY-MM-DD') AS reception_date,
    s.name AS supplier_name, n.status, ${invoiceQuantities} AS quantities, n.total_cents`,
  columns: [
    { header: 'Número', type: 'text', width: 1.3, value: (r) => r.number as string },
    { header: 'Série', type: 'text', width: 0.8, value: (r) => r.series as string },
    { header: 'Emissão', type: 'date', width: 1.3, value: (r) => r.sort_date as string },
    { header: 'Recebimento', type: 'date', width: 1.4, value: (r) => (r.reception_date as string) ?? null },
    { header: 'Fornecedor', type: 'text', width: 3, value: (r) => r.supplier_name as string },
    { header: 'Status', type: 'text', width: 1.8, value: (r) => INVOICE_STATUS_LABELS[r.status as InvoiceStatus] ?? String(r.status) },
    // Mixed units in one invoice: text per unit ('12 UN + 3 CX').
    { header: 'Quantidades', type: 'text', width: 1.6, quantities: invoiceRowQuantities, value: (r) => formatQuantities(invoiceRowQuantities(r)) },
    { header: 'Total', type: 'money', width: 1.5, value: (r) => money(r.total_cents) },
  ],
  counts: () => true,
  documents: sql`count(*)`,
  quantity: { from: sql`${invoicesFrom} ${invoiceLines}`, quantity: sql`ii.expected_quantity`, unit: invoiceLineUnit },
  cost: sql`n.total_cents`,
  price: sql`0`,
  counted: sql`true`,
  value: sql`n.total_cents`,
  tops: [{ title: 'Fornecedores', name: sql`s.name` }],
};

export const REPORT_SOURCES: Record<ReportKind, ReportSource> = { entradas: entries, saidas: exits, notas: invoices, ...STOCK_PLACE_SOURCES };
