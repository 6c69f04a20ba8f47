import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import { productImages } from '../../db/schema';
import { notFound } from '../../http/errors';
import { deleteImageFiles } from './product-image-files';

export async function deleteProductImage(ctx: AppContext, user: SessionUser, productId: number, imageId: number) {
  const storageKey = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning();
    if (!row) throw notFound('Imagem não encontrada.');
    await recordAudit(tx, user, { action: 'delete', entity: 'product_image', entityId: imageId, before: { ...row, createdAt: row.createdAt.toISOString() } });
    return row.storageKey;
  });
  await deleteImageFiles(ctx.storage, storageKey);
}
