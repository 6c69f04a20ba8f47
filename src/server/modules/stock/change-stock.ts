import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { StockMovementKind } from '../../../domain/stock';
import { sumByProduct } from '../../../domain/sum-by-product';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';
import { AppError } from '../../http/errors';

export type StockChange = {
  productId: number;
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
  ) {
    super('INSUFFICIENT_STOCK', `Estoque insuficiente para "${productName}": disponível ${available}, solicitado ${requested}.`);
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

/** Throws the pt-BR message naming the first product (by id) that cannot take its change. */
export function assertStockSuffices(locked: Map<number, LockedProduct>, changes: StockChange[]) {
  for (const [productId, delta] of [...sumByProduct(changes)].sort((a, b) => a[0] - b[0])) {
    const row = locked.get(productId);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND', 'Produto não encontrado.');
    if (row.stock + delta < 0) throw new InsufficientStockError(productId, row.name, row.stock, -delta);
  }
}

/**
 * The stock UPDATE and its movement rows as two CTEs, `stock_changed (id, stock)` and
 * `stock_moved`, for rows already locked and checked: callers put them in the same statement as
 * their own rows (an order and its items), so a sale is one round trip to the database.
 * `unitsSold` also counts the change as sold (a sale) or unsold (a cancellation), never below 0.
 */
export function stockChangeCtes(changes: StockChange[], opts: { unitsSold?: boolean } = {}): SQL {
  const rows = changes
    .filter((c) => Number.isInteger(c.quantity) && c.quantity !== 0)
    .map((c, seq) => ({
      seq,
      product_id: c.productId,
      quantity: c.quantity,
      kind: c.kind,
      ref_type: c.refType ?? null,
      ref_id: c.refId == null ? null : String(c.refId),
      reason: c.reason ?? '',
      user_id: c.userId ?? null,
    }));
  const unitsSold = opts.unitsSold ? sql`, units_sold = GREATEST(p.units_sold - d.delta, 0)` : sql``;
  return sql`stock_changes AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS c(seq int, product_id int, quantity int, kind text, ref_type text, ref_id text, reason text, user_id text)
    ),
    stock_changed AS (
      UPDATE products AS p SET stock = p.stock + d.delta, updated_at = now()${unitsSold}
      FROM (SELECT product_id, sum(quantity)::int AS delta FROM stock_changes GROUP BY product_id) AS d
      WHERE p.id = d.product_id AND p.stock + d.delta >= 0
      RETURNING p.id, p.stock
    ),
    stock_moved AS (
      INSERT INTO stock_movements (product_id, quantity, kind, ref_type, ref_id, reason, user_id)
      SELECT c.product_id, c.quantity, c.kind, c.ref_type, c.ref_id, c.reason, c.user_id
      FROM stock_changes c WHERE c.product_id IN (SELECT id FROM stock_changed) ORDER BY c.seq
    )`;
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

/**
 * The only way stock changes (decision 016; requirements §4): inside the caller's transaction, the products are
 * locked and checked, then one statement updates them and writes a movement row per change.
 * Returns each product's stock afterwards.
 */
export async function changeStock(tx: Tx, changes: StockChange[], opts: { unitsSold?: boolean } = {}): Promise<Map<number, number>> {
  const applied = changes.filter((c) => Number.isInteger(c.quantity) && c.quantity !== 0);
  if (applied.length === 0) return new Map();
  const locked = await lockProducts(
    tx,
    applied.map((c) => c.productId),
  );
  assertStockSuffices(locked, applied);
  const result = await tx.execute<{ id: number; stock: number }>(sql`WITH ${stockChangeCtes(applied, opts)} SELECT id, stock FROM stock_changed`);
  return stockAfter(result.rows, applied);
}
