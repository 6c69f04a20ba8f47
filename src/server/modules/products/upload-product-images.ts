import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import { productImages } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { enqueueJob, wakeJobRunner } from '../../job-runner/job-runner';
import { findProductRow } from './admin-product';
import { checkProductImage, deleteImageFiles, originalImageKey } from './product-image-files';

export const MAX_IMAGES_PER_UPLOAD = 10;

export type UploadedFile = { name: string; data: Buffer };

/**
 * Adds images after the product's existing ones. Every file is checked before anything is stored,
 * so one bad file in a batch adds nothing. The files are kept as sent and an 'images.resize' job
 * per image, written in the same transaction as the rows, makes the webp copies (decision 032):
 * the request does not wait for the encoder, and until the copies exist the original is served.
 */
export async function uploadProductImages(ctx: AppContext, user: SessionUser, productId: number, files: UploadedFile[]) {
  if (files.length === 0) throw badRequest('Selecione ao menos uma imagem.');
  if (files.length > MAX_IMAGES_PER_UPLOAD) throw badRequest(`Envie no máximo ${MAX_IMAGES_PER_UPLOAD} imagens por vez.`);
  const product = await findProductRow(ctx.database.db, productId);
  for (const file of files) await checkProductImage(file.data);

  const keys = files.map(() => `products/${productId}/${randomUUID()}`);
  try {
    for (const [i, key] of keys.entries()) await ctx.storage.put(originalImageKey(key), files[i]!.data);
    const ids = await ctx.database.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ max: sql<number | null>`max(${productImages.position})` })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      const start = last?.max == null ? 0 : Number(last.max) + 1;
      const rows = await tx
        .insert(productImages)
        .values(keys.map((storageKey, i) => ({ productId, storageKey, position: start + i, alt: product.name })))
        .returning({ id: productImages.id, position: productImages.position });
      for (const row of rows) await enqueueJob(tx, 'images.resize', { imageId: row.id });
      await recordAudit(tx, user, {
        action: 'create',
        entity: 'product_image',
        entityId: productId,
        after: { productId, images: rows.map((r, i) => ({ ...r, fileName: files[i]!.name })) },
      });
      return rows.map((r) => r.id);
    });
    wakeJobRunner();
    return ids;
  } catch (err) {
    await Promise.all(keys.map((key) => deleteImageFiles(ctx.storage, key)));
    throw err;
  }
}
