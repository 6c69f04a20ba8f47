import { eq } from 'drizzle-orm';
import { type ProductImageSize, productImageFileKey } from '../../../domain/product-image';
import type { AppContext } from '../../context';
import { productImages } from '../../db/schema';
import { originalImageKey } from '../products';

const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

export type ProductImageFile = { data: Buffer; contentType: string; final: boolean };

/**
 * The stored webp of one size of an uploaded product image; in the moments before the resize job
 * has made it, the file as it was uploaded (`final: false`, not to be cached). Null when there is none.
 */
export async function readProductImage(ctx: AppContext, imageId: number, size: ProductImageSize): Promise<ProductImageFile | null> {
  const [image] = await ctx.database.db.select({ storageKey: productImages.storageKey }).from(productImages).where(eq(productImages.id, imageId));
  if (!image) return null;
  const webp = await ctx.storage.get(productImageFileKey(image.storageKey, size));
  if (webp) return { data: webp, contentType: 'image/webp', final: true };
  const original = await ctx.storage.get(originalImageKey(image.storageKey));
  if (!original) return null;
  // Only raster formats every browser shows; an SVG as sent could carry script, so it waits for its webp.
  const { default: sharp } = await import('sharp');
  const { format } = await sharp(original).metadata();
  if (!format || !RASTER_FORMATS.has(format)) return null;
  return { data: original, contentType: `image/${format}`, final: false };
}
