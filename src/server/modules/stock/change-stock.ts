import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { StockMovementKind } from '../../../domain/stock';
import { LOCATION_NOT_FOUND_MESSAGE, WAREHOUSE_LOCATION_ID } from '../../../domain/stock-locations';
import { sumByProduct } from '../../../domain/sum-by-product';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { countUnitsSoldSql } from './count-units-sold';

export type StockChange = {
  productId: number;
  /** The place the units come into or leave (stock_locations); the warehouse when not given. */
  locationId?: number;
  /**
   * The units leave out of what was reserved at the place (reserveStock): reserved goes down with
   * on hand, and the place's available stock (products.stock at the warehouse) does not move.
   */
  fromReserved?: boolean;
  /** Signed: negative takes stock, positive returns or adds it. */
  quantity: number;
  kind: StockMovementKind;
  refType?: string;
  refId?: string | number;
  reason?: string;
  userId?: string | null;
};

export class InsufficientStockError extends AppError {
  constructor(
    public productId: number,
    public productName: string,
    public available: number,
    public requested: number,
    /** The place's name, when the change is not at the warehouse. */
    public place?: string,
  ) {
    super('INSUFFICIENT_STOCK', `Estoque insuficiente para "${productName}"${place ? ` em ${place}` : ''}: disponível ${available}, solicitado ${requested}.`);
  }
}

export type LockedProduct = {
  id: number;
  name: string;
  code: string;
  priceCents: number;
  costPriceCents: number;
  supplierId: number | null;
  shelf: string;
  box: string;
  availableOnline: boolean;
  archivedAt: Date | null;
  stock: number;
};

const lockedColumns = {
  id: products.id,
  name: products.name,
  code: products.code,
  priceCents: products.priceCents,
  costPriceCents: products.costPriceCents,
  supplierId: products.supplierId,
  shelf: products.shelf,
  box: products.box,
  availableOnline: products.availableOnline,
  archivedAt: products.archivedAt,
  stock: products.stock,
};

// The same columns for a statement written out (built once: composing the query builder's select
// into it cost more CPU than the rest of the statement).
const lockedColumnList = sql.raw(
  Object.values(lockedColumns)
    .map((c) => `"${c.name}"`)
    .join(', '),
);

/** A row of `lockedColumns` as the driver returns it from a raw statement (column names, timestamps as text). */
type LockedRow = {
  id: number;
  name: string;
  code: string;
  price_cents: number;
  cost_price_cents: number;
  supplier_id: number | null;
  shelf: string;
  box: string;
  available_online: boolean;
  archived_at: string | Date | null;
  stock: number;
};

const fromLockedRow = (r: LockedRow): LockedProduct => ({
  id: Number(r.id),
  name: r.name,
  code: r.code,
  priceCents: Number(r.price_cents),
  costPriceCents: Number(r.cost_price_cents),
  supplierId: r.supplier_id === null ? null : Number(r.supplier_id),
  shelf: r.shelf,
  box: r.box,
  availableOnline: r.available_online,
  archivedAt: r.archived_at === null ? null : new Date(r.archived_at),
  stock: Number(r.stock),
});

/**
 * Reads and row-locks products in id order. Every stock change locks this way first, so two
 * transactions touching the same products queue on the first one they share and cannot deadlock.
 * `thenAdvisoryLock` also takes that transaction-level advisory lock once every row is locked, in
 * the same statement: one round trip where placeOrder made two (decision 034).
 */
export async function lockProducts(tx: Tx, ids: number[], opts: { thenAdvisoryLock?: string } = {}): Promise<Map<number, LockedProduct>> {
  if (ids.length === 0) return new Map();
  if (opts.thenAdvisoryLock === undefined) {
    const rows = await tx
      .select(lockedColumns)
      .from(products)
      .where(inArray(products.id, [...new Set(ids)]))
      .orderBy(asc(products.id))
      .for('update');
    return new Map(rows.map((r) => [r.id, r]));
  }
  // `queued` counts every locked row before it calls the lock, so whatever plan PostgreSQL picks the
  // advisory lock comes after all the row locks, as when it was a statement of its own.
  const result = await tx.execute<LockedRow>(sql`WITH locked AS MATERIALIZED (
      SELECT ${lockedColumnList} FROM products WHERE id IN ${[...new Set(ids)]} ORDER BY id FOR UPDATE
    ),
    queued AS MATERIALIZED (
      SELECT pg_advisory_xact_lock(hashtextextended(${opts.thenAdvisoryLock}, 0)) FROM (SELECT count(*) FROM locked) AS every_row
    )
    SELECT locked.* FROM locked, queued ORDER BY locked.id`);
  return new Map(result.rows.map((r) => [Number(r.id), fromLockedRow(r)]));
}

/** The place a change moves stock at: the warehouse unless it names another. */
export const locationOf = (c: { locationId?: number }) => c.locationId ?? WAREHOUSE_LOCATION_ID;

const atWarehouse = (c: StockChange) => locationOf(c) === WAREHOUSE_LOCATION_ID;
/** A change that moves the place's available stock (not one consuming a reservation). */
const movesAvailable = (c: StockChange) => !c.fromReserved;

/**
 * Throws the pt-BR message naming the first product (by id) that cannot take its change at the
 * warehouse (a locked product's `stock` is the warehouse's available stock; other places are
 * checked by changeStock against their balances).
 */
export function assertStockSuffices(locked: Map<number, LockedProduct>, changes: StockChange[]) {
  for (const [productId, delta] of [...sumByProduct(changes.filter((c) => atWarehouse(c) && movesAvailable(c)))].sort((a, b) => a[0] - b[0])) {
    const row = locked.get(productId);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND', 'Produto não encontrado.');
    if (row.stock + delta < 0) throw new InsufficientStockError(productId, row.name, row.stock, -delta);
  }
}

/**
 * The stock UPDATE, the balances and the movement rows as CTEs — `stock_changed (id, stock)`,
 * `stock_balanced` / `stock_opened` and `stock_moved` — for rows already locked and checked: callers put them in the
 * same statement as their own rows (an order and its items), so a sale is one round trip to the
 * database. Each change counts at its place's balance (on hand); the warehouse's changes also move
 * products.stock, the warehouse's available stock (decision 062). Every product changed is in
 * `stock_changed`, whichever place it changed at. `unitsSold` also counts the change as sold (a
 * sale) or unsold (a cancellation), never below 0.
 * A balance is updated, or written when the place never held the product: not an INSERT … ON
 * CONFLICT, whose proposed row (a negative delta) would fail the balance's CHECK before the conflict
 * is seen. The products are locked (lockProducts) before this statement starts, so it sees any
 * balance another transaction wrote for them.
 */
export function stockChangeCtes(changes: StockChange[], opts: { unitsSold?: boolean } = {}): SQL {
  const rows = changes
    .filter((c) => Number.isInteger(c.quantity) && c.quantity !== 0)
    .map((c, seq) => ({
      seq,
      product_id: c.productId,
      location_id: locationOf(c),
      from_reserved: c.fromReserved === true,
      quantity: c.quantity,
      kind: c.kind,
      ref_type: c.refType ?? null,
      ref_id: c.refId == null ? null : String(c.refId),
      reason: c.reason ?? '',
      user_id: c.userId ?? null,
    }));
  return sql`stock_changes AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS c(seq int, product_id int, location_id int, from_reserved boolean, quantity int, kind text, ref_type text, ref_id text, reason text, user_id text)
      LIMIT ${sql.raw(String(rows.length))}
    ),
    stock_changed AS (
      UPDATE products AS p SET stock = p.stock + d.delta, updated_at = now()
      FROM (
        SELECT product_id, coalesce(sum(quantity) FILTER (WHERE location_id = ${sql.raw(String(WAREHOUSE_LOCATION_ID))} AND NOT from_reserved), 0)::int AS delta
        FROM stock_changes GROUP BY product_id
      ) AS d
      WHERE p.id = d.product_id AND p.stock + d.delta >= 0
      RETURNING p.id, p.stock
    ),
    stock_deltas AS (
      SELECT c.product_id, c.location_id, sum(c.quantity)::int AS delta,
        coalesce(sum(c.quantity) FILTER (WHERE c.from_reserved), 0)::int AS reserved_delta
      FROM stock_changes c
      WHERE c.product_id IN (SELECT id FROM stock_changed) GROUP BY c.product_id, c.location_id
    ),
    stock_balanced AS (
      UPDATE stock_balances AS b SET on_hand = b.on_hand + d.delta, reserved = b.reserved + d.reserved_delta, updated_at = now()
      FROM stock_deltas d WHERE b.product_id = d.product_id AND b.location_id = d.location_id
    ),
    stock_opened AS (
      INSERT INTO stock_balances (product_id, location_id, on_hand, reserved)
      SELECT d.product_id, d.location_id, d.delta, d.reserved_delta FROM stock_deltas d
      WHERE NOT EXISTS (SELECT 1 FROM stock_balances b WHERE b.product_id = d.product_id AND b.location_id = d.location_id)
    ),
    stock_moved AS (
      INSERT INTO stock_movements (product_id, location_id, quantity, kind, ref_type, ref_id, reason, user_id)
      SELECT c.product_id, c.location_id, c.quantity, c.kind, c.ref_type, c.ref_id, c.reason, c.user_id
      FROM stock_changes c WHERE c.product_id IN (SELECT id FROM stock_changed) ORDER BY c.seq
    )${
      opts.unitsSold
        ? sql`,
    units_counted AS (${countUnitsSoldSql(sql`SELECT product_id, -coalesce(sum(quantity) FILTER (WHERE location_id = ${sql.raw(String(WAREHOUSE_LOCATION_ID))} AND NOT from_reserved), 0)::int
        FROM stock_changes WHERE product_id IN (SELECT id FROM stock_changed) GROUP BY product_id`)})`
        : sql``
    }`;
}

/** Rows of `stock_changed` as product id → stock after; fails loudly if a guarded row was skipped. */
export function stockAfter(rows: { id: number; stock: number }[], changes: StockChange[]): Map<number, number> {
  const after = new Map(rows.map((r) => [Number(r.id), Number(r.stock)]));
  for (const productId of sumByProduct(changes).keys()) {
    // Unreachable while callers lock and check first; the UPDATE's guard keeps stock ≥ 0 regardless.
    if (!after.has(productId)) throw new Error(`stock change of product ${productId} was not applied`);
  }
  return after;
}

type PlaceDelta = { productId: number; locationId: number; delta: number };

/** Changes summed per (product, place), for those `which` keeps. */
export function deltasByPlace(changes: StockChange[], which: (c: StockChange) => boolean): PlaceDelta[] {
  const deltas = new Map<string, PlaceDelta>();
  for (const c of changes) {
    if (!which(c)) continue;
    const key = `${c.productId}:${locationOf(c)}`;
    const d = deltas.get(key) ?? { productId: c.productId, locationId: locationOf(c), delta: 0 };
    d.delta += c.quantity;
    deltas.set(key, d);
  }
  return [...deltas.values()].sort((a, b) => a.productId - b.productId || a.locationId - b.locationId);
}

export type PlaceBalance = { available: number; reserved: number; place: string; kind: string };

/** The balances of (product, place) pairs with the place's name (a pair never stocked reads 0); the products already locked. */
export async function readPlaceBalances(tx: Tx, pairs: { productId: number; locationId: number }[]): Promise<Map<string, PlaceBalance>> {
  if (pairs.length === 0) return new Map();
  const values = sql.join(
    pairs.map((d) => sql`(${d.productId}::int, ${d.locationId}::int)`),
    sql`, `,
  );
  const result = await tx.execute<{ product_id: number; location_id: number; available: number; reserved: number; place: string; kind: string }>(sql`
    SELECT w.product_id, w.location_id, coalesce(b.on_hand - b.reserved, 0)::int AS available, coalesce(b.reserved, 0)::int AS reserved,
      coalesce(s.name, l.name) AS place, l.kind
    FROM (VALUES ${values}) AS w(product_id, location_id)
    JOIN stock_locations l ON l.id = w.location_id
    LEFT JOIN stores s ON s.id = l.store_id
    LEFT JOIN stock_balances b ON b.product_id = w.product_id AND b.location_id = w.location_id`);
  return new Map(
    result.rows.map((r) => [
      `${r.product_id}:${r.location_id}`,
      { available: Number(r.available), reserved: Number(r.reserved), place: r.place, kind: r.kind },
    ]),
  );
}

export const RESERVATION_SHORT_MESSAGE = (name: string, place: string, reserved: number, requested: number) =>
  `Reserva insuficiente de "${name}" em ${place}: reservado ${reserved}, solicitado ${requested}.`;

/**
 * Checks what the warehouse's products.stock does not: changes at other places against their
 * available stock (on hand − reserved), and changes out of a reservation against what is reserved
 * (any place). Throws the pt-BR message naming the first product and place that cannot take it.
 */
async function assertPlacesSuffice(tx: Tx, locked: Map<number, LockedProduct>, changes: StockChange[]) {
  const taking = deltasByPlace(changes, (c) => !atWarehouse(c) && movesAvailable(c)).filter((d) => d.delta < 0);
  const consuming = deltasByPlace(changes, (c) => c.fromReserved === true).filter((d) => d.delta < 0);
  if (taking.length === 0 && consuming.length === 0) return;
  const found = await readPlaceBalances(tx, [...taking, ...consuming]);
  const nameOf = (productId: number) => locked.get(productId)?.name ?? String(productId);
  for (const d of taking) {
    const row = found.get(`${d.productId}:${d.locationId}`);
    if (!row) throw new AppError('LOCATION_NOT_FOUND', LOCATION_NOT_FOUND_MESSAGE);
    if (row.available + d.delta < 0) throw new InsufficientStockError(d.productId, nameOf(d.productId), row.available, -d.delta, row.place);
  }
  for (const d of consuming) {
    const row = found.get(`${d.productId}:${d.locationId}`);
    if (!row) throw new AppError('LOCATION_NOT_FOUND', LOCATION_NOT_FOUND_MESSAGE);
    if (row.reserved + d.delta < 0) {
      throw new AppError('INSUFFICIENT_STOCK', RESERVATION_SHORT_MESSAGE(nameOf(d.productId), row.place, row.reserved, -d.delta));
    }
  }
}

/**
 * The only way stock changes (decision 016; requirements §4): inside the caller's transaction, the products are
 * locked and checked, then one statement updates them, their balances at each place and writes a
 * movement row per change. Returns each product's warehouse stock (available) afterwards.
 */
export async function changeStock(tx: Tx, changes: StockChange[], opts: { unitsSold?: boolean } = {}): Promise<Map<number, number>> {
  const applied = changes.filter((c) => Number.isInteger(c.quantity) && c.quantity !== 0);
  if (applied.length === 0) return new Map();
  const locked = await lockProducts(
    tx,
    applied.map((c) => c.productId),
  );
  assertStockSuffices(locked, applied);
  await assertPlacesSuffice(tx, locked, applied);
  const result = await tx.execute<{ id: number; stock: number }>(sql`WITH ${stockChangeCtes(applied, opts)} SELECT id, stock FROM stock_changed`);
  return stockAfter(result.rows, applied);
}
