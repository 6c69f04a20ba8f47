import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { productImages } from '../../db/schema';
import { originalImageKey, resizeProductImage, storeImageFiles } from './product-image-files';

/**
 * The 'images.resize' job: makes the card and detail webp copies of an uploaded image from the file
 * as it was sent, then removes that file. An image deleted before its turn has nothing left to do;
 * a run repeated after a crash finds the copies made and the original gone, and stops there too.
 */
export async function resizeProductImageJob(ctx: AppContext, payload: unknown) {
  const imageId = Number((payload as { imageId?: unknown } | null)?.imageId);
  if (!Number.isSafeInteger(imageId)) throw new Error(`Tarefa sem imagem válida: ${JSON.stringify(payload)}`);
  const [image] = await ctx.database.db.select({ storageKey: productImages.storageKey }).from(productImages).where(eq(productImages.id, imageId));
  if (!image) return;
  const original = await ctx.storage.get(originalImageKey(image.storageKey));
  if (!original) return;
  await storeImageFiles(ctx.storage, image.storageKey, await resizeProductImage(original));
  await ctx.storage.delete(originalImageKey(image.storageKey));
}
