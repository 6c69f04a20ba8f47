import { Hono } from 'hono';
import { z } from 'zod';
import { serialIdParam } from '../../../domain/schemas/fields';
import { ENTRY_NOT_FOUND_MESSAGE, stockEntryCreateSchema, stockEntryListQuerySchema } from '../../../domain/schemas/stock-documents';
import type { AppEnv } from '../../context';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { createStockEntry } from './create-stock-entry';
import { listStockEntries } from './list-stock-entries';
import { reverseStockEntry } from './reverse-stock-entry';

const idParam = z.object({ id: serialIdParam(ENTRY_NOT_FOUND_MESSAGE) });

/** Entradas (requirements §2): the history, a new entry, and 'Excluir' — which reverses, never erases. */
export const stockEntriesRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('backoffice.view'), validate('query', stockEntryListQuerySchema), async (c) =>
    c.json(await listStockEntries(c.var.ctx.database.db, c.req.valid('query'))),
  )
  .post('/', requirePermission('stock.post'), validate('json', stockEntryCreateSchema), async (c) => {
    const { entry, created } = await c.var.ctx.database.db.transaction((tx) => createStockEntry(tx, currentUser(c), c.req.valid('json')));
    return c.json({ entry: { id: entry.id, quantity: entry.quantity }, created }, created ? 201 : 200);
  })
  .delete('/:id', requirePermission('documents.reverse'), validate('param', idParam), async (c) => {
    const { entry, reversed } = await reverseStockEntry(c.var.ctx.database.db, currentUser(c), c.req.valid('param').id);
    return c.json({ entry: { id: entry.id, status: entry.status }, reversed });
  });
