import { eq } from 'drizzle-orm';
import type { ProductInput } from '../../../domain/schemas/product';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { findProductRow, productSnapshot } from './admin-product';
import { assertCodeFree, assertReferencesExist, productColumns, translateUniqueViolation } from './product-checks';

/** Saves the product's fields; the stock is left alone (it changes only through the ledger). */
export async function updateProduct(db: Db, user: SessionUser, id: number, input: ProductInput): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await findProductRow(tx, id, { lock: true });
      await assertCodeFree(tx, input.code, id);
      await assertReferencesExist(tx, input);
      const [after] = await tx
        .update(products)
        .set({ ...productColumns(input), updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      await recordAudit(tx, user, { action: 'update', entity: 'product', entityId: id, before: productSnapshot(before), after: productSnapshot(after!) });
    });
  } catch (err) {
    translateUniqueViolation(err);
  }
}
