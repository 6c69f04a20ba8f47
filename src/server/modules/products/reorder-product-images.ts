import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { serialId } from '../../../domain/schemas/fields';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { productImages } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { findProductRow } from './admin-product';

export const imageOrderSchema = z.object({
  imageIds: z.array(serialId('Informe a nova ordem das imagens.'), { error: 'Informe a nova ordem das imagens.' }).max(200),
});

/** The first image is the one cards show; the order must list exactly the product's images. */
export async function reorderProductImages(db: Db, user: SessionUser, productId: number, imageIds: number[]) {
  await db.transaction(async (tx) => {
    await findProductRow(tx, productId, { lock: true });
    const current = await tx
      .select({ id: productImages.id, position: productImages.position })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id));
    const known = new Set(current.map((r) => r.id));
    if (imageIds.length !== known.size || new Set(imageIds).size !== imageIds.length || !imageIds.every((id) => known.has(id))) {
      throw badRequest('A nova ordem deve conter cada imagem do produto uma única vez.');
    }
    for (const [position, id] of imageIds.entries()) {
      await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
    }
    await recordAudit(tx, user, {
      action: 'update',
      entity: 'product_image_order',
      entityId: productId,
      before: current.map((r) => r.id),
      after: imageIds,
    });
  });
}
