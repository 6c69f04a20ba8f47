import type { StockAdjustmentInput } from '../../../domain/schemas/product';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { changeStock, InsufficientStockError } from '../stock';
import { findProductRow } from './admin-product';

/** A manual correction (count, breakage, loss) with its reason, written to the ledger. */
export async function adjustStock(db: Db, user: SessionUser, productId: number, input: StockAdjustmentInput): Promise<{ stock: number }> {
  try {
    return await db.transaction(async (tx) => {
      const before = await findProductRow(tx, productId);
      const after = await changeStock(tx, [{ productId, quantity: input.quantity, kind: 'adjustment', reason: input.reason, userId: user.id }]);
      const stock = after.get(productId)!;
      await recordAudit(tx, user, {
        action: 'stock_adjustment',
        entity: 'product',
        entityId: productId,
        before: { stock: before.stock },
        after: { stock, quantity: input.quantity, reason: input.reason },
      });
      return { stock };
    });
  } catch (err) {
    if (err instanceof InsufficientStockError) {
      throw new AppError(
        'NEGATIVE_STOCK',
        `O estoque não pode ficar negativo: "${err.productName}" tem ${err.available} unidade(s) e o ajuste retiraria ${err.requested}.`,
      );
    }
    throw err;
  }
}
