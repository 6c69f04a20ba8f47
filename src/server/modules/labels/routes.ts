import { Hono } from 'hono';
import { contentDisposition } from '../../../domain/content-disposition';
import { labelRequestSchema } from '../../../domain/schemas/product';
import type { AppEnv } from '../../context';
import { requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { loadLabelProducts } from './load-label-products';
import { renderLabelsPdf } from './render-labels-pdf';

export const labelsRoutes = new Hono<AppEnv>().post('/', requirePermission('backoffice.view'), validate('json', labelRequestSchema), async (c) => {
  const { productIds, mode, copies } = c.req.valid('json');
  const items = await loadLabelProducts(c.var.ctx.database.db, productIds);
  const pdf = await renderLabelsPdf(items, mode, copies);
  const name = items.length === 1 ? `etiquetas-${items[0]!.code}.pdf` : 'etiquetas.pdf';
  return c.body(pdf, 200, {
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition(name),
    'cache-control': 'no-store',
  });
});
