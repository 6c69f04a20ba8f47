import { desc, eq } from 'drizzle-orm';
import type { StockMovementItem, StockMovementList } from '../../../domain/api/admin-products';
import { stockMovementKindLabel } from '../../../domain/stock';
import type { DbOrTx } from '../../db/client';
import { stockMovements, user } from '../../db/schema';
import { findProductRow } from './admin-product';

export type { StockMovementItem, StockMovementList };

/** A product's ledger, newest first. */
export async function listMovements(db: DbOrTx, productId: number, page: number, pageSize: number): Promise<StockMovementList> {
  const product = await findProductRow(db, productId);
  const m = stockMovements;
  const ofProduct = eq(m.productId, productId);
  const total = await db.$count(m, ofProduct);
  const rows = await db
    .select({ id: m.id, createdAt: m.createdAt, kind: m.kind, quantity: m.quantity, reason: m.reason, refType: m.refType, refId: m.refId, userName: user.name })
    .from(m)
    .leftJoin(user, eq(user.id, m.userId))
    .where(ofProduct)
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total,
    page,
    pageSize,
    stock: product.stock,
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      kind: r.kind,
      kindLabel: stockMovementKindLabel(r.kind),
      quantity: r.quantity,
      reason: r.reason,
      refType: r.refType,
      refId: r.refId,
      userName: r.userName,
    })),
  };
}
