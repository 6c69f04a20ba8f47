import { Hono } from 'hono';
import { z } from 'zod';
import { toIsoDate } from '../../../domain/dates';
import { serialIdParam } from '../../../domain/schemas/fields';
import {
  transferCreateSchema,
  transferListQuerySchema,
  transferMoveSchema,
  transferReceiveSchema,
  transferResolveSchema,
} from '../../../domain/schemas/transfers';
import { isShipped, TRANSFER_NOT_FOUND_MESSAGE } from '../../../domain/transfers';
import type { AppEnv } from '../../context';
import { readShopSettings } from '../../db/settings-store';
import { archiveGeneratedFile, fileResponse } from '../../files/archive-generated-file';
import { AppError } from '../../http/errors';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { invoiceFile } from '../fiscal';
import { EVERY_STORE, storeScope } from '../permissions';
import { renderExitPdf } from '../stock';
import { createTransfer } from './create-transfer';
import { getTransfer, listTransfers } from './list-transfers';
import { cancelTransfer, receiveTransfer, resolveTransfer, sendTransfer, separateTransfer } from './move-transfer';
import { listTransferPlaces } from './places';

const idParam = z.object({ id: serialIdParam(TRANSFER_NOT_FOUND_MESSAGE) });
export const GUIA_NOT_YET_MESSAGE = 'A guia de remessa sai quando a transferência é enviada.';

/**
 * Transferências (issue 36, decision 065): list, detail with history, Nova transferência, Separar,
 * Enviar (the guia de remessa), Cancelar, Receber and Resolver divergência. Every read and write
 * takes the user's store scope: a store's staff see the transfers from or to their store only,
 * send from it and receive into it; another store's is missing (404).
 */
export const transfersRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('backoffice.view'), validate('query', transferListQuerySchema), async (c) =>
    c.json(await listTransfers(c.var.ctx.database.db, c.req.valid('query'), await storeScope(c))),
  )
  .get('/places', requirePermission('backoffice.view'), async (c) => c.json({ places: await listTransferPlaces(c.var.ctx.database.db) }))
  .post('/', requirePermission('transfers.send'), validate('json', transferCreateSchema), async (c) => {
    const { db } = c.var.ctx.database;
    const scope = await storeScope(c);
    const { transfer, created } = await db.transaction((tx) => createTransfer(tx, currentUser(c), scope, c.req.valid('json')));
    return c.json({ transfer: await getTransfer(db, transfer.id, EVERY_STORE), created }, created ? 201 : 200);
  })
  .get('/:id', requirePermission('backoffice.view'), validate('param', idParam), async (c) =>
    c.json({ transfer: await getTransfer(c.var.ctx.database.db, c.req.valid('param').id, await storeScope(c)) }),
  )
  .post('/:id/separate', requirePermission('transfers.send'), validate('param', idParam), validate('json', transferMoveSchema), async (c) => {
    const { db } = c.var.ctx.database;
    const id = c.req.valid('param').id;
    await separateTransfer(db, currentUser(c), await storeScope(c), id, c.req.valid('json'));
    return c.json({ transfer: await getTransfer(db, id, EVERY_STORE) });
  })
  .post('/:id/send', requirePermission('transfers.send'), validate('param', idParam), validate('json', transferMoveSchema), async (c) => {
    const { db } = c.var.ctx.database;
    const id = c.req.valid('param').id;
    await sendTransfer(db, currentUser(c), await storeScope(c), id, c.req.valid('json'));
    return c.json({ transfer: await getTransfer(db, id, EVERY_STORE) });
  })
  .post('/:id/cancel', requirePermission('transfers.send'), validate('param', idParam), validate('json', transferMoveSchema), async (c) => {
    const { db } = c.var.ctx.database;
    const id = c.req.valid('param').id;
    await cancelTransfer(db, currentUser(c), await storeScope(c), id, c.req.valid('json'));
    return c.json({ transfer: await getTransfer(db, id, EVERY_STORE) });
  })
  .post('/:id/receive', requirePermission('transfers.receive'), validate('param', idParam), validate('json', transferReceiveSchema), async (c) => {
    const { db } = c.var.ctx.database;
    const id = c.req.valid('param').id;
    const { posted } = await receiveTransfer(db, currentUser(c), await storeScope(c), id, c.req.valid('json'));
    return c.json({ transfer: await getTransfer(db, id, EVERY_STORE), posted });
  })
  .post('/:id/resolve', requirePermission('transfers.resolve'), validate('param', idParam), validate('json', transferResolveSchema), async (c) => {
    const { db } = c.var.ctx.database;
    const id = c.req.valid('param').id;
    await resolveTransfer(db, currentUser(c), await storeScope(c), id, c.req.valid('json'));
    return c.json({ transfer: await getTransfer(db, id, EVERY_STORE) });
  })
  // The guia de remessa, as an exit's (the same document), once the goods have left.
  .get('/:id/guia.pdf', requirePermission('backoffice.view'), validate('param', idParam), async (c) => {
    const { ctx } = c.var;
    const transfer = await getTransfer(ctx.database.db, c.req.valid('param').id, await storeScope(c));
    if (!isShipped(transfer.status)) throw new AppError('CONFLICT', GUIA_NOT_YET_MESSAGE);
    const toStoreId = transfer.toStoreId;
    // Read when the guia is downloaded: once the NF-e is authorised, the guia carries its key (decision 073).
    const nfe =
      transfer.invoice && transfer.invoice !== 'queued' && transfer.invoice.status === 'authorized' && transfer.invoice.accessKey ? transfer.invoice : null;
    const [shop, destination] = await Promise.all([
      readShopSettings(ctx.database.db),
      toStoreId === null ? undefined : ctx.database.db.query.stores.findFirst({ where: (s, { eq }) => eq(s.id, toStoreId) }),
    ]);
    const pdf = await renderExitPdf(
      {
        id: transfer.id,
        code: transfer.code,
        storeId: destination?.id ?? 0,
        storeName: transfer.toName,
        exitDate: toIsoDate(transfer.sentAt ?? transfer.createdAt),
        totalItems: transfer.totalQuantity,
        lineCount: transfer.lineCount,
        quantities: [],
        notes: transfer.notes,
        createdByName: transfer.createdByName,
        createdAt: transfer.createdAt,
        reversedAt: null,
        reversedByName: null,
        source: transfer.requestId && transfer.requestCode ? { type: 'merchandise_request', id: transfer.requestId, label: transfer.requestCode } : null,
        items: transfer.items,
      },
      shop,
      { name: transfer.toName, address: destination?.address ?? '' },
      {
        subtitle: 'Transferência de mercadorias',
        origin: transfer.fromName,
        dateLabel: 'Data do envio',
        fields: nfe
          ? [
              ['NF-e de transferência', `nº ${nfe.number ?? '?'} · série ${nfe.series ?? '?'}`],
              ['Chave de acesso', nfe.accessKey!.replace(/(\d{4})(?=\d)/g, '$1 ')],
            ]
          : [],
      },
    );
    const fileName = `guia-de-remessa-${transfer.code}.pdf`;
    await archiveGeneratedFile(ctx, currentUser(c), {
      title: `Guia de remessa ${transfer.code}`,
      kind: 'exit',
      fileName,
      mimeType: 'application/pdf',
      body: pdf,
    });
    return fileResponse(pdf, fileName, 'application/pdf');
  })
  // The NF-e de transferência's DANFE and XML, to whoever may see the transfer (decision 073).
  .get('/:id/nfe/danfe', requirePermission('backoffice.view'), validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    await getTransfer(c.var.ctx.database.db, id, await storeScope(c));
    return invoiceFile(c.var.ctx, { transferId: id }, 'danfe');
  })
  .get('/:id/nfe/xml', requirePermission('backoffice.view'), validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    await getTransfer(c.var.ctx.database.db, id, await storeScope(c));
    return invoiceFile(c.var.ctx, { transferId: id }, 'xml');
  });
