import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { NFE_MESSAGES } from '../../../domain/nfe';
import { serialIdParam } from '../../../domain/schemas/fields';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  INVOICE_PHOTO_REQUIRED_MESSAGE,
  INVOICE_PHOTO_TOO_LARGE_MESSAGE,
  MAX_INVOICE_PHOTO_BYTES,
  nfeChoicesSchema,
  supplierInvoiceListQuerySchema,
} from '../../../domain/schemas/receiving';
import type { AppEnv } from '../../context';
import { errorAnswer } from '../../http/errors';
import { currentUser, requirePermission } from '../../http/guards';
import { jsonFormPart, validate } from '../../http/validate';
import { importNfe, previewNfe } from './import-nfe';
import { readInvoicePhoto, saveInvoicePhoto } from './invoice-photo';
import { getSupplierInvoice, listSupplierInvoices } from './list-supplier-invoices';
import { MAX_NFE_BYTES } from './parse-nfe';

const idParam = z.object({ id: serialIdParam(INVOICE_NOT_FOUND_MESSAGE) });
const photoForm = z.object({ file: z.custom<File>((value) => value instanceof Blob && 'name' in value, { error: INVOICE_PHOTO_REQUIRED_MESSAGE }) });
// Room for the multipart envelope around a photo of the maximum size.
const uploadLimit = bodyLimit({
  maxSize: MAX_INVOICE_PHOTO_BYTES + 64 * 1024,
  onError: (c) => errorAnswer(c, 'FILE_TOO_LARGE', INVOICE_PHOTO_TOO_LARGE_MESSAGE),
});

const nfeFile = z.custom<File>((value) => value instanceof Blob, { error: NFE_MESSAGES.notXml });
const nfeForm = z.object({ file: nfeFile });
const nfeImportForm = z.object({
  file: nfeFile,
  choices: jsonFormPart(nfeChoicesSchema),
  // 'true' when the clerk confirmed importing a test invoice (tpAmb 2, homologação).
  homologation: z.enum(['true', 'false'], { error: 'Dados inválidos.' }).optional(),
});
const nfeLimit = bodyLimit({
  maxSize: MAX_NFE_BYTES + 256 * 1024,
  onError: (c) => errorAnswer(c, 'NFE_TOO_LARGE', NFE_MESSAGES.tooLarge),
});
const bytesOf = async (file: File) => Buffer.from(await file.arrayBuffer());

/** Notas Fiscais (requirements §2): received invoices, their detail, and the photo of the paper invoice. */
export const supplierInvoicesRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('backoffice.view'), validate('query', supplierInvoiceListQuerySchema), async (c) =>
    c.json(await listSupplierInvoices(c.var.ctx.database.db, c.req.valid('query'))),
  )
  .post('/nfe/preview', requirePermission('stock.post'), nfeLimit, validate('form', nfeForm), async (c) => {
    const { preview } = await previewNfe(c.var.ctx, await bytesOf(c.req.valid('form').file));
    return c.json({ preview });
  })
  .post('/nfe', requirePermission('stock.post'), nfeLimit, validate('form', nfeImportForm), async (c) => {
    const { file, choices, homologation } = c.req.valid('form');
    return c.json(await importNfe(c.var.ctx, currentUser(c), await bytesOf(file), choices, { homologationConfirmed: homologation === 'true' }), 201);
  })
  .get('/:id', requirePermission('backoffice.view'), validate('param', idParam), async (c) =>
    c.json({ invoice: await getSupplierInvoice(c.var.ctx.database.db, c.req.valid('param').id) }),
  )
  .post('/:id/photo', requirePermission('stock.post'), uploadLimit, validate('param', idParam), validate('form', photoForm), async (c) => {
    const photo = await saveInvoicePhoto(c.var.ctx, currentUser(c), c.req.valid('param').id, c.req.valid('form').file);
    return c.json({ photo }, 201);
  })
  .get('/:id/photo', requirePermission('backoffice.view'), validate('param', idParam), async (c) => readInvoicePhoto(c.var.ctx, c.req.valid('param').id));
