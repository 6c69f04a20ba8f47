import { sql } from 'drizzle-orm';
import type { StockMovementItem, StockMovementList } from '../../../domain/api/admin-products';
import { stockMovementKindLabel } from '../../../domain/stock';
import type { DbOrTx } from '../../db/client';
import { findProductRow } from './admin-product';

export type { StockMovementItem, StockMovementList };

/** A product's ledger, newest first. */
export async function listMovements(db: DbOrTx, productId: number, page: number, pageSize: number): Promise<StockMovementList> {
  const product = await findProductRow(db, productId);
  const count = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_movements WHERE product_id = ${productId}`);
  const rows = await db.execute<{
    id: number;
    created_at: string | Date;
    kind: string;
    quantity: number;
    reason: string;
    ref_type: string | null;
    ref_id: string | null;
    user_name: string | null;
  }>(sql`
    SELECT m.id, m.created_at, m.kind, m.quantity, m.reason, m.ref_type, m.ref_id, u.name AS user_name
    FROM stock_movements m LEFT JOIN "user" u ON u.id = m.user_id
    WHERE m.product_id = ${productId}
    ORDER BY m.created_at DESC, m.id DESC
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  return {
    total: Number(count.rows[0]?.n ?? 0),
    page,
    pageSize,
    stock: product.stock,
    items: rows.rows.map((r) => ({
      id: Number(r.id),
      createdAt: new Date(r.created_at).toISOString(),
      kind: r.kind,
      kindLabel: stockMovementKindLabel(r.kind),
      quantity: Number(r.quantity),
      reason: r.reason,
      refType: r.ref_type,
      refId: r.ref_id,
      userName: r.user_name,
    })),
  };
}
