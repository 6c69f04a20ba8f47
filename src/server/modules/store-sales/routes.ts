import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { NFE_MESSAGES } from '../../../domain/nfe';
import { serialIdParam } from '../../../domain/schemas/fields';
import {
  MAX_NFCE_FILES,
  NFCE_FILES_REQUIRED_MESSAGE,
  NFCE_TOO_MANY_FILES_MESSAGE,
  STORE_SALE_NOT_FOUND_MESSAGE,
  STORE_SALE_STORE_REQUIRED_MESSAGE,
  storeSaleCreateSchema,
  storeSaleListQuerySchema,
} from '../../../domain/store-sales';
import type { AppEnv } from '../../context';
import { storeSales } from '../../db/schema';
import { errorAnswer } from '../../http/errors';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { storeScope } from '../permissions';
import { MAX_NFE_BYTES } from '../receiving';
import { findPreviousPost } from '../stock';
import { importStoreNfce } from './import-nfce';
import { getStoreSale, listStoreSales } from './list-store-sales';
import { postStoreSale, readSaleStore } from './post-store-sale';

const idParam = z.object({ id: serialIdParam(STORE_SALE_NOT_FOUND_MESSAGE) });
const xmlFile = z.custom<File>((value) => value instanceof Blob, { error: NFCE_FILES_REQUIRED_MESSAGE });
const nfceForm = z.object({
  storeId: serialIdParam(STORE_SALE_STORE_REQUIRED_MESSAGE),
  files: z
    .union([xmlFile.transform((f) => [f]), z.array(xmlFile)], { error: NFCE_FILES_REQUIRED_MESSAGE })
    .refine((files) => files.length >= 1, { error: NFCE_FILES_REQUIRED_MESSAGE })
    .refine((files) => files.length <= MAX_NFCE_FILES, { error: NFCE_TOO_MANY_FILES_MESSAGE }),
});
const nfceLimit = bodyLimit({
  maxSize: 20 * 1024 * 1024,
  onError: (c) => errorAnswer(c, 'NFE_TOO_LARGE', NFE_MESSAGES.tooLarge),
});

/**
 * Vendas das lojas (issue 36, decision 067): the stores' NFC-e imported as exits at the store's
 * place, and 'Baixa de venda' typed. Store staff post and see their own store's only.
 */
export const storeSalesRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('backoffice.view'), validate('query', storeSaleListQuerySchema), async (c) =>
    c.json(await listStoreSales(c.var.ctx.database.db, c.req.valid('query'), await storeScope(c))),
  )
  .post('/', requirePermission('store_sales.post'), validate('json', storeSaleCreateSchema), async (c) => {
    const { db } = c.var.ctx.database;
    const scope = await storeScope(c);
    const input = c.req.valid('json');
    const store = await readSaleStore(db, input.storeId, scope);
    const { sale, created } = await db.transaction(async (tx) => {
      const previous = await findPreviousPost(tx, storeSales, input.idempotencyKey);
      if (previous) return { sale: previous, created: false };
      const posted = await postStoreSale(tx, currentUser(c), {
        storeId: store.storeId,
        locationId: store.locationId,
        source: 'manual',
        saleDate: input.saleDate,
        notes: input.notes,
        idempotencyKey: input.idempotencyKey,
        lines: input.items.map((i) => ({ productId: i.productId, quantity: i.quantity, totalCents: 0 })),
      });
      return { sale: posted, created: true };
    });
    return c.json({ sale: await getStoreSale(db, sale.id, scope), created }, created ? 201 : 200);
  })
  .post('/nfce', requirePermission('store_sales.post'), nfceLimit, validate('form', nfceForm), async (c) => {
    const { storeId, files } = c.req.valid('form');
    if (files.some((f) => f.size > MAX_NFE_BYTES)) return errorAnswer(c, 'NFE_TOO_LARGE', NFE_MESSAGES.tooLarge);
    const read = await Promise.all(files.map(async (f) => ({ name: 'name' in f ? String(f.name) : 'nfce.xml', data: Buffer.from(await f.arrayBuffer()) })));
    const results = await importStoreNfce(c.var.ctx.database.db, currentUser(c), await storeScope(c), storeId, read);
    return c.json({ results });
  })
  .get('/:id', requirePermission('backoffice.view'), validate('param', idParam), async (c) =>
    c.json({ sale: await getStoreSale(c.var.ctx.database.db, c.req.valid('param').id, await storeScope(c)) }),
  );
