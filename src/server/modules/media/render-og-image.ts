import sharp from 'sharp';
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
  const source = photo
    ? sharp(photo).resize(OG_WIDTH, OG_HEIGHT, { fit: 'contain', background: '#f1f5fb' })
    : sharp(Buffer.from(renderOgSvg(subject)));
  return source.flatten({ background: '#f1f5fb' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
