import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { productImages, products, stockMovements } from '../../db/schema';
import { findProductRow, productSnapshot } from './admin-product';
import { deleteImageFiles } from './product-image-files';

export const PRODUCT_DELETED_MESSAGE = 'Produto excluído.';
export const PRODUCT_ARCHIVED_MESSAGE =
  'Produto arquivado: ele tem histórico (movimentos de estoque, pedidos ou documentos), então saiu da loja e das listas, mas continua nos relatórios. Você pode restaurá-lo no almoxarifado.';

/**
 * Whether anything but its own creation refers to the product: stock movements other than the
 * initial stock, order lines, or lines of any stock document or request.
 */
async function hasHistory(tx: Tx, id: number): Promise<boolean> {
  const result = await tx.execute<{ history: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM stock_movements WHERE product_id = ${id} AND kind <> 'initial')
        OR EXISTS (SELECT 1 FROM order_items WHERE product_id = ${id})
        OR EXISTS (SELECT 1 FROM stock_entries WHERE product_id = ${id})
        OR EXISTS (SELECT 1 FROM stock_exit_items WHERE product_id = ${id})
        OR EXISTS (SELECT 1 FROM receiving_check_items WHERE product_id = ${id})
        OR EXISTS (SELECT 1 FROM supplier_invoice_items WHERE product_id = ${id})
        OR EXISTS (SELECT 1 FROM purchase_request_items WHERE product_id = ${id})
        OR EXISTS (SELECT 1 FROM merchandise_request_items WHERE product_id = ${id})
        OR EXISTS (SELECT 1 FROM special_order_items WHERE product_id = ${id}) AS history`);
  return Boolean(result.rows[0]?.history);
}

/**
 * 'Excluir' in the warehouse. A product with history is archived instead — taken off the
 * storefront (offline, not featured), out of pickers and lists, kept for history and reports — so
 * no movement, order or document ever loses its product. One without history is deleted with its
 * initial-stock movement.
 */
export async function deleteProduct(ctx: AppContext, user: SessionUser, id: number): Promise<{ archived: boolean; message: string }> {
  const { archived, keys } = await ctx.database.db.transaction(async (tx) => {
    const before = await findProductRow(tx, id, { lock: true });
    if (await hasHistory(tx, id)) {
      if (!before.archivedAt) {
        await tx.update(products).set({ archivedAt: new Date(), availableOnline: false, featured: false, updatedAt: new Date() }).where(eq(products.id, id));
        await recordAudit(tx, user, { action: 'archive', entity: 'product', entityId: id, before: productSnapshot(before) });
      }
      return { archived: true, keys: [] as string[] };
    }
    const images = await tx.select({ storageKey: productImages.storageKey }).from(productImages).where(eq(productImages.productId, id));
    await tx.delete(stockMovements).where(and(eq(stockMovements.productId, id), eq(stockMovements.kind, 'initial')));
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, user, { action: 'delete', entity: 'product', entityId: id, before: productSnapshot(before) });
    return { archived: false, keys: images.map((i) => i.storageKey) };
  });
  // Files go only once the rows are gone for good.
  await Promise.all(keys.map((key) => deleteImageFiles(ctx.storage, key)));
  return { archived, message: archived ? PRODUCT_ARCHIVED_MESSAGE : PRODUCT_DELETED_MESSAGE };
}

export const PRODUCT_RESTORED_MESSAGE = 'Produto restaurado. Marque "Disponível online" para voltar a vendê-lo na loja.';

/** Brings an archived product back to lists and pickers; it stays offline until staff turn it on. */
export async function restoreProduct(ctx: AppContext, user: SessionUser, id: number): Promise<{ message: string }> {
  await ctx.database.db.transaction(async (tx) => {
    const before = await findProductRow(tx, id, { lock: true });
    if (!before.archivedAt) return;
    await tx.update(products).set({ archivedAt: null, updatedAt: new Date() }).where(eq(products.id, id));
    await recordAudit(tx, user, { action: 'restore', entity: 'product', entityId: id, before: { archivedAt: before.archivedAt } });
  });
  return { message: PRODUCT_RESTORED_MESSAGE };
}
