import { zValidator } from '@hono/zod-validator';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { contentDisposition } from '../../../domain/content-disposition';
import { todayIso } from '../../../domain/dates';
import { serialIdParam } from '../../../domain/schemas/fields';
import { adminProductListQuerySchema, PRODUCT_REQUIRED_MESSAGE, productIssueMessage, stockAdjustmentSchema } from '../../../domain/schemas/product';
import { productLookupQuerySchema, productPickerQuerySchema } from '../../../domain/schemas/product-picker';
import type { AppEnv } from '../../context';
import { badRequest, errorAnswer, errorBody } from '../../http/errors';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { adjustStock } from './adjust-stock';
import { getAdminProduct } from './admin-product';
import { assignInternalBarcode } from './assign-internal-barcode';
import { createProduct } from './create-product';
import { deleteProduct, restoreProduct } from './delete-product';
import { deleteProductImage } from './delete-product-image';
import { exportProductsCsv } from './export-products-csv';
import { getProductsSummary } from './get-products-summary';
import { ImportRejected, importProductsCsv } from './import-products-csv';
import { listAdminProducts } from './list-products';
import { lookupProduct, pickProducts } from './pick-products';
import { productCreateSchemaWithTables, productUpdateSchemaWithTables } from './product-fiscal-tables';
import { getProductOptions } from './product-options';
import { imageOrderSchema, reorderProductImages } from './reorder-product-images';
import { updateProduct } from './update-product';
import { type UploadedFile, uploadProductImages } from './upload-product-images';

const MB = 1024 * 1024;
const idParam = z.object({ id: serialIdParam('Produto não encontrado.') });
const imageParam = idParam.extend({ imageId: serialIdParam('Imagem não encontrada.') });

/**
 * Product saves answer the requirements' "fill the required fields (*)" whenever one is missing; any other
 * problem names its field (details.field), so the form can show it under that field — e.g. an NCM
 * missing from the official table, which only the server checks.
 */
const validateProduct = <T extends ZodType>(schema: T) =>
  zValidator('json', schema, (result, c) => {
    if (result.success) return;
    const message = productIssueMessage(result.error.issues);
    const field = message === PRODUCT_REQUIRED_MESSAGE ? undefined : result.error.issues.find((i) => i.message === message)?.path[0];
    return errorAnswer(c, 'VALIDATION', message, typeof field === 'string' ? { field } : undefined);
  });

const limit = (maxSize: number, message: string) => bodyLimit({ maxSize, onError: (c) => errorAnswer(c, 'TOO_LARGE', message) });

/** Every File of a multipart body, whatever the field names. */
async function filesOf(c: Context<AppEnv>): Promise<UploadedFile[]> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) return [];
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('Não foi possível ler o arquivo enviado.');
  }
  const files: UploadedFile[] = [];
  for (const value of Object.values(body).flat()) {
    if (value instanceof File) files.push({ name: value.name, data: Buffer.from(await value.arrayBuffer()) });
  }
  return files;
}

export const adminProductsRoutes = new Hono<AppEnv>()
  // Fixed paths first: they would otherwise be read as an :id.
  .get('/', requirePermission('backoffice.view'), validate('query', adminProductListQuerySchema), async (c) =>
    c.json(await listAdminProducts(c.var.ctx.database.db, c.req.valid('query'))),
  )
  .get('/picker', requirePermission('backoffice.view'), validate('query', productPickerQuerySchema), async (c) =>
    c.json({ items: await pickProducts(c.var.ctx.database.db, c.req.valid('query')) }),
  )
  .get('/lookup', requirePermission('backoffice.view'), validate('query', productLookupQuerySchema), async (c) =>
    c.json({ product: await lookupProduct(c.var.ctx.database.db, c.req.valid('query').code) }),
  )
  .get('/summary', requirePermission('backoffice.view'), async (c) => c.json(await getProductsSummary(c.var.ctx.database.db)))
  .get('/options', requirePermission('backoffice.view'), async (c) => c.json(await getProductOptions(c.var.ctx.database.db)))
  .get('/export.csv', requirePermission('catalog.manage'), async (c) => {
    const csv = await exportProductsCsv(c.var.ctx.database.db);
    const day = todayIso();
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition(`produtos-${day}.csv`),
      'cache-control': 'no-store',
    });
  })
  .post('/import', requirePermission('catalog.manage'), limit(12 * MB, 'Arquivo muito grande (máximo 10 MB).'), async (c) => {
    const user = currentUser(c);
    let data: Uint8Array;
    if (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
      const [file] = await filesOf(c);
      if (!file) throw badRequest('Selecione um arquivo CSV.');
      data = file.data;
    } else {
      data = new Uint8Array(await c.req.arrayBuffer());
    }
    if (data.byteLength === 0) throw badRequest('Selecione um arquivo CSV.');
    try {
      return c.json(await importProductsCsv(c.var.ctx.database.db, user, data));
    } catch (err) {
      if (err instanceof ImportRejected) return c.json({ ...errorBody(err.code, err.message), lines: err.lines }, err.status as ContentfulStatusCode);
      throw err;
    }
  })
  .post('/', requirePermission('catalog.manage'), validateProduct(productCreateSchemaWithTables), async (c) => {
    const id = await createProduct(c.var.ctx.database.db, currentUser(c), c.req.valid('json'));
    return c.json({ product: await getAdminProduct(c.var.ctx.database.db, id) }, 201);
  })
  .get('/:id', requirePermission('backoffice.view'), validate('param', idParam), async (c) =>
    c.json({ product: await getAdminProduct(c.var.ctx.database.db, c.req.valid('param').id) }),
  )
  .put('/:id', requirePermission('catalog.manage'), validate('param', idParam), validateProduct(productUpdateSchemaWithTables), async (c) => {
    const { id } = c.req.valid('param');
    await updateProduct(c.var.ctx.database.db, currentUser(c), id, c.req.valid('json'));
    return c.json({ product: await getAdminProduct(c.var.ctx.database.db, id) });
  })
  .delete('/:id', requirePermission('catalog.manage'), validate('param', idParam), async (c) => {
    return c.json(await deleteProduct(c.var.ctx, currentUser(c), c.req.valid('param').id));
  })
  .post('/:id/restore', requirePermission('catalog.manage'), validate('param', idParam), async (c) =>
    c.json(await restoreProduct(c.var.ctx, currentUser(c), c.req.valid('param').id)),
  )
  .post('/:id/stock-adjustments', requirePermission('stock.post'), validate('param', idParam), validate('json', stockAdjustmentSchema), async (c) =>
    c.json(await adjustStock(c.var.ctx.database.db, currentUser(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .post(
    '/:id/images',
    requirePermission('catalog.manage'),
    validate('param', idParam),
    limit(52 * MB, 'Envio muito grande: até 10 imagens de 5 MB por vez.'),
    async (c) => {
      const files = await filesOf(c);
      const ids = await uploadProductImages(c.var.ctx, currentUser(c), c.req.valid('param').id, files);
      return c.json({ imageIds: ids, product: await getAdminProduct(c.var.ctx.database.db, c.req.valid('param').id) }, 201);
    },
  )
  .put('/:id/images/order', requirePermission('catalog.manage'), validate('param', idParam), validate('json', imageOrderSchema), async (c) => {
    const { id } = c.req.valid('param');
    await reorderProductImages(c.var.ctx.database.db, currentUser(c), id, c.req.valid('json').imageIds);
    return c.json({ product: await getAdminProduct(c.var.ctx.database.db, id) });
  })
  .delete('/:id/images/:imageId', requirePermission('catalog.manage'), validate('param', imageParam), async (c) => {
    const { id, imageId } = c.req.valid('param');
    await deleteProductImage(c.var.ctx, currentUser(c), id, imageId);
    return c.json({ ok: true });
  })
  .post('/:id/internal-barcode', requirePermission('catalog.manage'), validate('param', idParam), async (c) => {
    const barcode = await assignInternalBarcode(c.var.ctx.database.db, currentUser(c), c.req.valid('param').id);
    return c.json({ barcode });
  });
