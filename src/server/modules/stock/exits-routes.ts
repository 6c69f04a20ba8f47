import { Hono } from 'hono';
import { z } from 'zod';
import { serialIdParam } from '../../../domain/schemas/fields';
import { EXIT_NOT_FOUND_MESSAGE, stockExitCreateSchema, stockExitListQuerySchema } from '../../../domain/schemas/stock-documents';
import type { AppEnv } from '../../context';
import { readShopSettings } from '../../db/settings-store';
import { archiveGeneratedFile, fileResponse } from '../../files/archive-generated-file';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { storeScope } from '../permissions';
import { createStockExit } from './create-stock-exit';
import { getStockExit, listStockExits } from './list-stock-exits';
import { renderExitPdf } from './render-exit-pdf';
import { reverseStockExit } from './reverse-stock-exit';

const idParam = z.object({ id: serialIdParam(EXIT_NOT_FOUND_MESSAGE) });

/**
 * Saídas and Consultar Saídas (requirements §2): exits to the stores, their history, detail, guia and
 * CSV, and 'Estornar'. Every read takes the user's store scope: store staff see the exits to their
 * own store only, another store's is missing (issues 26, 34).
 */
export const stockExitsRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('backoffice.view'), validate('query', stockExitListQuerySchema), async (c) =>
    c.json(await listStockExits(c.var.ctx.database.db, c.req.valid('query'), await storeScope(c))),
  )
  .post('/', requirePermission('stock.post'), validate('json', stockExitCreateSchema), async (c) => {
    const { exit, created } = await c.var.ctx.database.db.transaction((tx) => createStockExit(tx, currentUser(c), c.req.valid('json')));
    return c.json({ exit: await getStockExit(c.var.ctx.database.db, exit.id, await storeScope(c)), created }, created ? 201 : 200);
  })
  .get('/:id', requirePermission('backoffice.view'), validate('param', idParam), async (c) =>
    c.json({ exit: await getStockExit(c.var.ctx.database.db, c.req.valid('param').id, await storeScope(c)) }),
  )
  // 'Estornar': reversed as an entry is (never erased), the units back in stock.
  .delete('/:id', requirePermission('documents.reverse'), validate('param', idParam), async (c) => {
    const { db } = c.var.ctx.database;
    const id = (await getStockExit(db, c.req.valid('param').id, await storeScope(c))).id;
    const { exit, reversed } = await reverseStockExit(db, currentUser(c), id);
    return c.json({ exit: { id: exit.id, status: exit.status }, reversed });
  })
  .get('/:id/guia.pdf', requirePermission('backoffice.view'), validate('param', idParam), async (c) => {
    const { ctx } = c.var;
    const exit = await getStockExit(ctx.database.db, c.req.valid('param').id, await storeScope(c));
    const [shop, store] = await Promise.all([
      readShopSettings(ctx.database.db),
      ctx.database.db.query.stores.findFirst({ where: (s, { eq }) => eq(s.id, exit.storeId) }),
    ]);
    const pdf = await renderExitPdf(exit, shop, { name: exit.storeName, address: store?.address ?? '' });
    const fileName = `guia-de-remessa-${exit.code}.pdf`;
    // Kept under the staff member's 'Relatórios Gerados', as every document they print.
    await archiveGeneratedFile(ctx, currentUser(c), { title: `Guia de remessa ${exit.code}`, kind: 'exit', fileName, mimeType: 'application/pdf', body: pdf });
    return fileResponse(pdf, fileName, 'application/pdf');
  });
