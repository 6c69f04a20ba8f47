import { sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../domain/dates';
import type { ReportQuery } from '../../../domain/schemas/reports';
import { DIVERGENCE_OUTCOME_LABELS, type DivergenceOutcome, TRANSFER_STATUS_LABELS, type TransferStatus } from '../../../domain/transfers';
import { unitAbbreviation } from '../../../domain/units';
import { stockCounts, stockLocations, transfers } from '../../db/schema';
import { allOf, periodCondition } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';
import { transferInScope } from '../transfers';
import type { ReportColumn, ReportRow, ReportSource } from './report-sources';

/*
 * The stock-per-place reports (issue 36): Estoque por local, Transferências, Divergências and Ajustes
 * de inventário. The tables whose store decides who sees a row are named without an alias, so the
 * store scope is the one rule its feature declares (transferInScope, inStoreScope; decision 052).
 */

const money = (cents: unknown) => Number(cents ?? 0);
const rowQuantity = (r: ReportRow) => [{ quantity: Number(r.quantity), unit: r.unit as string | null }];
/** The São Paulo day of an instant (decision 053). */
const SAO_PAULO_DAY = (at: unknown) => sql`((${at}) AT TIME ZONE ${sql.raw(`'${TIME_ZONE}'`)})::date`;
const placeName = (alias: string) => sql.raw(`coalesce(${alias}s.name, ${alias}l.name)`);
const productFilter = (q: ReportQuery, column: unknown) => (q.productId ? sql`${column} = ${q.productId}` : undefined);
const productColumns: ReportColumn[] = [
  { header: 'Código', type: 'text', width: 1.8, value: (r) => r.product_code as string },
  { header: 'Produto', type: 'text', width: 3, value: (r) => r.product_name as string },
];
const unitColumn: ReportColumn = { header: 'Unidade', type: 'text', width: 0.9, value: (r) => unitAbbreviation(r.unit as string) };

// ——— Estoque por local: what each real place holds now (a position, not a period). ———
const levelsFrom = sql`FROM stock_balances b JOIN stock_locations ON stock_locations.id = b.location_id AND stock_locations.kind IN ('warehouse', 'store')
  LEFT JOIN stores ls ON ls.id = stock_locations.store_id JOIN products p ON p.id = b.product_id LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN stock_minimums m ON m.product_id = b.product_id AND m.location_id = b.location_id`;
const levelMinimum = sql`CASE WHEN stock_locations.kind = 'warehouse' THEN p.min_stock ELSE m.min_stock END`;
const levels: ReportSource = {
  from: levelsFrom,
  // A position: today's, whatever the period says. Places never stocked (no balance) are left out.
  where: (q, scope) =>
    allOf(
      sql`(b.on_hand <> 0 OR b.reserved <> 0)`,
      sql`p.archived_at IS NULL`,
      inStoreScope(scope, stockLocations.storeId),
      q.storeId ? sql`${stockLocations.storeId} = ${q.storeId}` : undefined,
      q.categoryId ? sql`p.category_id = ${q.categoryId}` : undefined,
      productFilter(q, sql`b.product_id`),
    ),
  date: SAO_PAULO_DAY(sql`now()`),
  keys: [sql`b.product_id`, sql`b.location_id`],
  nulls: 'FIRST',
  select: sql`b.product_id AS key0, b.location_id AS key1, to_char(${SAO_PAULO_DAY(sql`now()`)}, 'YYYY-MM-DD') AS sort_date, p.code AS product_code, p.name AS product_name,
    c.name AS category_name, coalesce(ls.name, stock_locations.name) AS place_name, b.on_hand AS quantity, b.reserved, p.unit, ${levelMinimum} AS min_stock,
    p.cost_price_cents AS unit_cost_cents, p.price_cents AS unit_price_cents`,
  columns: [
    { header: 'Local', type: 'text', width: 2, value: (r) => r.place_name as string },
    ...productColumns,
    { header: 'Categoria', type: 'text', width: 1.6, value: (r) => (r.category_name as string) ?? '' },
    { header: 'Em estoque', type: 'int', width: 1.1, quantities: rowQuantity, value: (r) => Number(r.quantity) },
    { header: 'Reservado', type: 'int', width: 1.1, value: (r) => Number(r.reserved) },
    { header: 'Disponível', type: 'int', width: 1.1, value: (r) => Number(r.quantity) - Number(r.reserved) },
    { header: 'Mínimo', type: 'text', width: 0.9, value: (r) => (r.min_stock === null ? '' : String(r.min_stock)) },
    unitColumn,
    { header: 'Custo total', type: 'money', width: 1.5, value: (r) => money(r.unit_cost_cents) * Number(r.quantity) },
    { header: 'Valor de venda', type: 'money', width: 1.5, value: (r) => money(r.unit_price_cents) * Number(r.quantity) },
  ],
  counts: () => true,
  documents: sql`count(DISTINCT b.product_id)`,
  quantity: { from: levelsFrom, quantity: sql`b.on_hand`, unit: sql`p.unit` },
  cost: sql`b.on_hand::bigint * p.cost_price_cents`,
  price: sql`b.on_hand::bigint * p.price_cents`,
  counted: sql`true`,
  value: sql`b.on_hand::bigint * p.cost_price_cents`,
  tops: [
    { title: 'Produtos', name: sql`p.name` },
    { title: 'Locais', name: sql`coalesce(ls.name, stock_locations.name)` },
  ],
};

// ——— Transferências and their divergences: a transfer's lines. ———
const transferPlaces = sql`JOIN stock_locations fl ON fl.id = transfers.from_location_id LEFT JOIN stores fs ON fs.id = fl.store_id
  JOIN stock_locations tl ON tl.id = transfers.to_location_id LEFT JOIN stores ts ON ts.id = tl.store_id LEFT JOIN products p ON p.id = ti.product_id`;
const transfersFrom = sql`FROM transfer_items ti JOIN transfers ON transfers.id = ti.transfer_id ${transferPlaces}`;
/** A store filter on a transfer: from or to that store. */
const transferStore = (q: ReportQuery) => (q.storeId ? sql`(${transfers.fromStoreId} = ${q.storeId} OR ${transfers.toStoreId} = ${q.storeId})` : undefined);
const transferSelect = sql`transfers.code, ${placeName('f')} AS from_name, ${placeName('t')} AS to_name, transfers.status, ti.product_code, ti.product_name, p.unit,
  ti.quantity, ti.received_quantity, ti.unit_cost_cents, ti.unit_price_cents`;
const transferColumns: ReportColumn[] = [
  { header: 'Transferência', type: 'text', width: 1.7, value: (r) => r.code as string },
  { header: 'Data', type: 'date', width: 1.3, value: (r) => r.sort_date as string },
  { header: 'Origem', type: 'text', width: 1.8, value: (r) => r.from_name as string },
  { header: 'Destino', type: 'text', width: 1.8, value: (r) => r.to_name as string },
  { header: 'Status', type: 'text', width: 2, value: (r) => TRANSFER_STATUS_LABELS[r.status as TransferStatus] ?? String(r.status) },
  ...productColumns,
  { header: 'Enviada', type: 'int', width: 1, quantities: rowQuantity, value: (r) => Number(r.quantity) },
  { header: 'Recebida', type: 'text', width: 1, value: (r) => (r.received_quantity === null ? '' : String(r.received_quantity)) },
  unitColumn,
  { header: 'Custo total', type: 'money', width: 1.5, value: (r) => money(r.unit_cost_cents) * Number(r.quantity) },
];
const transferDay = SAO_PAULO_DAY(sql`transfers.created_at`);
const transferList: ReportSource = {
  from: transfersFrom,
  where: (q, scope) =>
    allOf(
      sql`true`,
      periodCondition(sql`transfers.created_at`, q, 'timestamp'),
      transferInScope(scope),
      transferStore(q),
      productFilter(q, sql`ti.product_id`),
    ),
  date: transferDay,
  keys: [sql`transfers.id`, sql`ti.id`],
  nulls: 'FIRST',
  select: sql`transfers.id AS key0, ti.id AS key1, to_char(${transferDay}, 'YYYY-MM-DD') AS sort_date, ${transferSelect}`,
  columns: transferColumns,
  // A cancelled transfer moved nothing: listed, not counted.
  counts: (r) => r.status !== 'cancelled',
  reversedNote: 'Transferências canceladas aparecem na lista e não entram no total.',
  documents: sql`count(DISTINCT transfers.id)`,
  quantity: { from: transfersFrom, quantity: sql`ti.quantity`, unit: sql`p.unit` },
  cost: sql`ti.quantity::bigint * ti.unit_cost_cents`,
  price: sql`ti.quantity::bigint * ti.unit_price_cents`,
  counted: sql`transfers.status <> 'cancelled'`,
  value: sql`ti.quantity::bigint * ti.unit_cost_cents`,
  tops: [
    { title: 'Produtos', name: sql`ti.product_name` },
    { title: 'Destinos', name: sql`${placeName('t')}` },
  ],
};

const missing = sql`(ti.quantity - ti.received_quantity)`;
const receivedDay = SAO_PAULO_DAY(sql`transfers.received_at`);
const divergences: ReportSource = {
  from: transfersFrom,
  // The lines a receipt found short, from the day they were received; waiting or resolved.
  where: (q, scope) =>
    allOf(
      sql`transfers.status IN ('divergent', 'resolved') AND ti.received_quantity < ti.quantity`,
      periodCondition(sql`transfers.received_at`, q, 'timestamp'),
      transferInScope(scope),
      transferStore(q),
      productFilter(q, sql`ti.product_id`),
    ),
  date: receivedDay,
  keys: [sql`transfers.id`, sql`ti.id`],
  nulls: 'FIRST',
  select: sql`transfers.id AS key0, ti.id AS key1, to_char(${receivedDay}, 'YYYY-MM-DD') AS sort_date, ${transferSelect}, transfers.resolution`,
  columns: [
    { header: 'Transferência', type: 'text', width: 1.7, value: (r) => r.code as string },
    { header: 'Recebida em', type: 'date', width: 1.3, value: (r) => r.sort_date as string },
    { header: 'Origem', type: 'text', width: 1.8, value: (r) => r.from_name as string },
    { header: 'Destino', type: 'text', width: 1.8, value: (r) => r.to_name as string },
    ...productColumns,
    { header: 'Enviada', type: 'int', width: 1, value: (r) => Number(r.quantity) },
    { header: 'Recebida', type: 'int', width: 1, value: (r) => Number(r.received_quantity) },
    {
      header: 'Diferença',
      type: 'int',
      width: 1,
      quantities: (r) => [{ quantity: Number(r.quantity) - Number(r.received_quantity), unit: r.unit as string | null }],
      value: (r) => Number(r.quantity) - Number(r.received_quantity),
    },
    unitColumn,
    { header: 'Custo da diferença', type: 'money', width: 1.5, value: (r) => money(r.unit_cost_cents) * (Number(r.quantity) - Number(r.received_quantity)) },
    {
      header: 'Situação',
      type: 'text',
      width: 1.8,
      value: (r) => (r.resolution ? `Resolvida: ${DIVERGENCE_OUTCOME_LABELS[r.resolution as DivergenceOutcome]}` : 'Aguardando'),
    },
  ],
  counts: () => true,
  documents: sql`count(DISTINCT transfers.id)`,
  quantity: { from: transfersFrom, quantity: missing, unit: sql`p.unit` },
  cost: sql`${missing}::bigint * ti.unit_cost_cents`,
  price: sql`${missing}::bigint * ti.unit_price_cents`,
  counted: sql`true`,
  value: sql`${missing}::bigint * ti.unit_cost_cents`,
  tops: [
    { title: 'Produtos', name: sql`ti.product_name` },
    { title: 'Destinos', name: sql`${placeName('t')}` },
  ],
};

// ——— Ajustes de inventário: what an applied count changed, line by line. ———
const adjustmentsFrom = sql`FROM stock_count_items ci JOIN stock_counts ON stock_counts.id = ci.count_id JOIN stock_locations cl ON cl.id = stock_counts.location_id
  LEFT JOIN stores cs ON cs.id = cl.store_id JOIN products p ON p.id = ci.product_id`;
const appliedDay = SAO_PAULO_DAY(sql`stock_counts.applied_at`);
const adjustmentValue = sql`ci.applied_difference::bigint * coalesce(ci.unit_cost_cents, 0)`;
const adjustments: ReportSource = {
  from: adjustmentsFrom,
  where: (q, scope) =>
    allOf(
      sql`stock_counts.status = 'applied' AND ci.applied_difference <> 0`,
      periodCondition(sql`stock_counts.applied_at`, q, 'timestamp'),
      inStoreScope(scope, stockCounts.storeId),
      q.storeId ? sql`${stockCounts.storeId} = ${q.storeId}` : undefined,
      productFilter(q, sql`ci.product_id`),
    ),
  date: appliedDay,
  keys: [sql`stock_counts.id`, sql`ci.id`],
  nulls: 'FIRST',
  select: sql`stock_counts.id AS key0, ci.id AS key1, to_char(${appliedDay}, 'YYYY-MM-DD') AS sort_date, stock_counts.code, ${placeName('c')} AS place_name,
    p.code AS product_code, p.name AS product_name, p.unit, ci.counted, ci.expected_when_counted, ci.applied_difference AS quantity, ci.unit_cost_cents,
    stock_counts.reason`,
  columns: [
    { header: 'Inventário', type: 'text', width: 1.5, value: (r) => r.code as string },
    { header: 'Aplicado em', type: 'date', width: 1.3, value: (r) => r.sort_date as string },
    { header: 'Local', type: 'text', width: 1.8, value: (r) => r.place_name as string },
    ...productColumns,
    { header: 'Esperado', type: 'int', width: 1, value: (r) => Number(r.expected_when_counted ?? 0) },
    { header: 'Contado', type: 'int', width: 1, value: (r) => Number(r.counted ?? 0) },
    { header: 'Ajuste', type: 'int', width: 1, quantities: rowQuantity, value: (r) => Number(r.quantity) },
    unitColumn,
    { header: 'Valor do ajuste', type: 'money', width: 1.5, value: (r) => money(r.unit_cost_cents) * Number(r.quantity) },
    { header: 'Motivo', type: 'text', width: 2.2, value: (r) => (r.reason as string) ?? '' },
  ],
  counts: () => true,
  documents: sql`count(DISTINCT stock_counts.id)`,
  quantity: { from: adjustmentsFrom, quantity: sql`ci.applied_difference`, unit: sql`p.unit` },
  cost: adjustmentValue,
  price: sql`ci.applied_difference::bigint * p.price_cents`,
  counted: sql`true`,
  // The largest adjustments, found or missing, rank first.
  value: sql`abs(${adjustmentValue})`,
  tops: [
    { title: 'Produtos', name: sql`p.name` },
    { title: 'Locais', name: sql`${placeName('c')}` },
  ],
};

export const STOCK_PLACE_SOURCES = {
  'estoque-por-local': levels,
  transferencias: transferList,
  divergencias: divergences,
  'ajustes-inventario': adjustments,
} satisfies Record<string, ReportSource>;
