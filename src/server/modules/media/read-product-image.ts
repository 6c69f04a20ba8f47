import { eq } from 'drizzle-orm';
import { type ProductImageSize, productImageFileKey } from '../../../domain/product-image';
import type { AppContext } from '../../context';
import { productImages } from '../../db/schema';

/** The stored webp of one size of an uploaded product image, or null when there is none. */
export async function readProductImage(ctx: AppContext, imageId: number, size: ProductImageSize): Promise<Buffer | null> {
  const [image] = await ctx.database.db
    .select({ storageKey: productImages.storageKey })
    .from(productImages)
    .where(eq(productImages.id, imageId));
  if (!image) return null;
  return ctx.storage.get(productImageFileKey(image.storageKey, size));
}
