import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext, SessionUser } from '../../context';
import { productImages, products } from '../../db/schema';
import { conflict } from '../../http/errors';
import { findProductRow, productSnapshot } from './admin-product';
import { deleteImageFiles } from './product-image-files';

export const PRODUCT_HAS_SALES_MESSAGE =
  'Este produto já foi vendido e não pode ser excluído, para não apagar o histórico de pedidos. Desmarque "Disponível online" para tirá-lo da loja.';

/** Deletes a product that never sold; one with sales stays (orders keep pointing at it). */
export async function deleteProduct(ctx: AppContext, user: SessionUser, id: number): Promise<void> {
  const keys = await ctx.database.db.transaction(async (tx) => {
    const before = await findProductRow(tx, id, { lock: true });
    const sales = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM order_items WHERE product_id = ${id}`);
    if (Number(sales.rows[0]?.n ?? 0) > 0) throw conflict(PRODUCT_HAS_SALES_MESSAGE, 'PRODUCT_HAS_SALES');
    const images = await tx.select({ storageKey: productImages.storageKey }).from(productImages).where(eq(productImages.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, user, { action: 'delete', entity: 'product', entityId: id, before: productSnapshot(before) });
    return images.map((i) => i.storageKey);
  });
  // Files go only once the rows are gone for good.
  await Promise.all(keys.map((key) => deleteImageFiles(ctx.storage, key)));
}
