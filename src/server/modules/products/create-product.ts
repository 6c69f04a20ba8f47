import type { ProductCreateInput } from '../../../domain/schemas/product';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { changeStock } from '../stock';
import { findProductRow, productSnapshot } from './admin-product';
import { assertCodeFree, assertReferencesExist, productColumns, translateUniqueViolation } from './product-checks';

/** A new product; its initial quantity enters the stock ledger as an 'initial' movement. */
export async function createProduct(db: Db, user: SessionUser, input: ProductCreateInput): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code);
      await assertReferencesExist(tx, input);
      const [row] = await tx
        .insert(products)
        .values({ ...productColumns(input), initialQuantity: input.initialQuantity, stock: 0 })
        .returning({ id: products.id });
      const id = row!.id;
      await changeStock(tx, [{ productId: id, quantity: input.initialQuantity, kind: 'initial', reason: 'Estoque inicial', userId: user.id }]);
      const after = await findProductRow(tx, id);
      await recordAudit(tx, user, { action: 'create', entity: 'product', entityId: id, after: productSnapshot(after) });
      return id;
    });
  } catch (err) {
    translateUniqueViolation(err);
  }
}
