import { sql } from 'drizzle-orm';
import type { StockMovementKind } from '../../../domain/stock';
import type { Tx } from '../../db/client';
import { stockMovements } from '../../db/schema';
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
    super(409, 'INSUFFICIENT_STOCK', `Estoque insuficiente para "${productName}": disponível ${available}, solicitado ${requested}.`);
  }
}

/**
 * The only way stock changes (DESIGN 1.4): inside the caller's transaction, a conditional UPDATE
 * that can never go below zero, plus its movement row. Several changes are applied in product-id
 * order so concurrent transactions lock rows in the same order and cannot deadlock.
 */
export async function changeStock(tx: Tx, changes: StockChange[]): Promise<Map<number, number>> {
  const merged = new Map<number, StockChange[]>();
  for (const c of changes) {
    if (!Number.isInteger(c.quantity) || c.quantity === 0) continue;
    merged.set(c.productId, [...(merged.get(c.productId) ?? []), c]);
  }
  const after = new Map<number, number>();
  for (const productId of [...merged.keys()].sort((a, b) => a - b)) {
    const list = merged.get(productId)!;
    const delta = list.reduce((n, c) => n + c.quantity, 0);
    const updated = await tx.execute<{ stock: number }>(sql`
      UPDATE products SET stock = stock + ${delta}, updated_at = now()
      WHERE id = ${productId} AND stock + ${delta} >= 0
      RETURNING stock`);
    if (updated.rows.length === 0) {
      const found = await tx.execute<{ name: string; stock: number }>(sql`SELECT name, stock FROM products WHERE id = ${productId}`);
      const row = found.rows[0];
      if (!row) throw new AppError(404, 'PRODUCT_NOT_FOUND', 'Produto não encontrado.');
      throw new InsufficientStockError(productId, row.name, Number(row.stock), -delta);
    }
    after.set(productId, Number(updated.rows[0]!.stock));
    await tx.insert(stockMovements).values(
      list.map((c) => ({
        productId,
        quantity: c.quantity,
        kind: c.kind,
        refType: c.refType ?? null,
        refId: c.refId == null ? null : String(c.refId),
        reason: c.reason ?? '',
        userId: c.userId ?? null,
      })),
    );
  }
  return after;
}
