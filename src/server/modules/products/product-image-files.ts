import type { Metadata } from 'sharp';
import { PRODUCT_IMAGE_WIDTHS, type ProductImageSize, productImageFileKey } from '../../../domain/product-image';
import { AppError } from '../../http/errors';
import type { Storage } from '../../storage/storage';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'Imagem muito grande (máximo 5 MB).';
export const NOT_AN_IMAGE_MESSAGE = 'Arquivo não é uma imagem válida.';
// A small file can still decode to a huge bitmap (a "pixel bomb"); 40 megapixels is plenty for a photo.
const MAX_PIXELS = 40_000_000;
const SIZES: ProductImageSize[] = ['card', 'detail'];

export type ResizedImage = Record<ProductImageSize, Buffer>;

/** The uploaded file as it came, kept until the resize job has made its webp copies. */
export const originalImageKey = (storageKey: string) => `${storageKey}-original`;

/**
 * Judges the file by its content (whatever its name or declared type says), in the upload request:
 * size, a known image format, the pixel limit, and pixel data that decodes (a truncated file fails
 * here, not later in the resize job). Decoding to a tiny thumbnail costs a fraction of making the
 * webp copies, which the 'images.resize' job does.
 */
export async function checkProductImage(data: Buffer): Promise<void> {
  if (data.byteLength > MAX_IMAGE_BYTES) throw new AppError('IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new AppError('NOT_AN_IMAGE', NOT_AN_IMAGE_MESSAGE);
  }
  if (!meta.format || !meta.width || !meta.height) throw new AppError('NOT_AN_IMAGE', NOT_AN_IMAGE_MESSAGE);
  if (meta.width * meta.height > MAX_PIXELS) throw new AppError('IMAGE_TOO_LARGE', 'Imagem com dimensões grandes demais (máximo 40 megapixels).');
  try {
    await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' }).resize({ width: 16 }).raw().toBuffer();
  } catch {
    throw new AppError('NOT_AN_IMAGE', NOT_AN_IMAGE_MESSAGE);
  }
}

/** The two webp copies the storefront serves: 400 px wide for cards, 1000 px for the product page. */
export async function resizeProductImage(data: Buffer): Promise<ResizedImage> {
  const { default: sharp } = await import('sharp');
  const out = {} as ResizedImage;
  for (const size of SIZES) {
    out[size] = await sharp(data, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: PRODUCT_IMAGE_WIDTHS[size], withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 82 })
      .toBuffer();
  }
  return out;
}

export async function storeImageFiles(storage: Storage, storageKey: string, image: ResizedImage) {
  for (const size of SIZES) await storage.put(productImageFileKey(storageKey, size), image[size]);
}

export async function deleteImageFiles(storage: Storage, storageKey: string) {
  for (const size of SIZES) await storage.delete(productImageFileKey(storageKey, size));
  await storage.delete(originalImageKey(storageKey));
}
