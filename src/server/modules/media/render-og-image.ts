import { createHash } from 'node:crypto';
import { productImageFileKey } from '../../../domain/product-image';
import type { Storage } from '../../storage/storage';
import type { MediaSubject } from './find-placeholder-subject';
import { renderOgSvg } from './placeholder-svg';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * A 1200 × 630 JPEG for link previews (WhatsApp and others show neither SVG nor, reliably, WebP):
 * the product's photo on a light background, or its generated placeholder.
 */
export async function renderOgImage(storage: Storage, subject: MediaSubject): Promise<Buffer> {
  const photo = subject.firstImageKey ? await storage.get(productImageFileKey(subject.firstImageKey, 'detail')) : null;
  const { default: sharp } = await import('sharp');
  const source = photo ? sharp(photo).resize(OG_WIDTH, OG_HEIGHT, { fit: 'contain', background: '#f1f5fb' }) : sharp(Buffer.from(renderOgSvg(subject)));
  return source.flatten({ background: '#f1f5fb' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * The link-preview JPEG from storage when this exact picture (same name, category and photo) was
 * rendered before; rendered and kept otherwise. Rendering costs ~30 ms of CPU: a shared link
 * fetched by many chat apps at once must not render it each time.
 */
export async function cachedOgImage(storage: Storage, productId: number, subject: MediaSubject): Promise<Buffer> {
  const version = createHash('sha256')
    .update(JSON.stringify([subject.name, subject.categorySlug, subject.categoryName, subject.firstImageKey]))
    .digest('hex')
    .slice(0, 16);
  const key = `og/${productId}-${version}.jpg`;
  const cached = await storage.get(key);
  if (cached) return cached;
  const jpeg = await renderOgImage(storage, subject);
  await storage.put(key, jpeg);
  return jpeg;
}
