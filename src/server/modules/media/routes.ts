import { Hono } from 'hono';
import { z } from 'zod';
import { PRODUCT_IMAGE_WIDTHS } from '../../../domain/product-image';
import { productIdParamSchema } from '../../../domain/schemas/catalog';
import { serialIdParam } from '../../../domain/schemas/fields';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { requireGatePass } from '../../http/guards';
import { validate } from '../../http/validate';
import { findPlaceholderSubject } from './find-placeholder-subject';
import { renderPlaceholderSvg } from './placeholder-svg';
import { readProductImage } from './read-product-image';
import { cachedOgImage } from './render-og-image';

const imageParams = z.object({
  imageId: serialIdParam('Imagem inválida.'),
  size: z.enum(Object.keys(PRODUCT_IMAGE_WIDTHS) as ['card', 'detail'], { error: 'Tamanho de imagem inválido.' }),
});
const productParams = z.object({ productId: productIdParamSchema });

// An uploaded image never changes (a new upload gets a new id); placeholders follow renames within a day.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAILY = 'public, max-age=86400';
const IMAGE_NOT_FOUND = 'Imagem não encontrada.';

/**
 * Product pictures, public once the shop is open so that link previews can fetch them. While the
 * site gate is on they name products of a shop that is not open yet: only pass holders and staff
 * get them (product-head emits no preview tags to anyone else either). Mounted at /api/media.
 */
export const mediaRoutes = new Hono<AppEnv>()
  .use('*', requireGatePass)
  .get('/product-images/:imageId/:size', validate('param', imageParams), async (c) => {
    const { imageId, size } = c.req.valid('param');
    const file = await readProductImage(c.var.ctx, imageId, size);
    if (!file) throw notFound(IMAGE_NOT_FOUND);
    return c.body(new Uint8Array(file.data), 200, { 'content-type': file.contentType, 'cache-control': file.final ? IMMUTABLE : 'no-store' });
  })
  .get('/products/:productId/placeholder.svg', validate('param', productParams), async (c) => {
    const subject = await findPlaceholderSubject(c.var.ctx.database.db, c.req.valid('param').productId);
    if (!subject) throw notFound(IMAGE_NOT_FOUND);
    return c.body(renderPlaceholderSvg(subject), 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': DAILY });
  })
  .get('/products/:productId/og.jpg', validate('param', productParams), async (c) => {
    const subject = await findPlaceholderSubject(c.var.ctx.database.db, c.req.valid('param').productId);
    if (!subject) throw notFound(IMAGE_NOT_FOUND);
    const jpeg = await cachedOgImage(c.var.ctx.storage, c.req.valid('param').productId, subject);
    return c.body(new Uint8Array(jpeg), 200, { 'content-type': 'image/jpeg', 'cache-control': DAILY });
  });
