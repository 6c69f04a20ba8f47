import { type Context, Hono } from 'hono';
import { type ZodType, z } from 'zod';
import { todayIso } from '../../../domain/dates';
import { serialIdParam } from '../../../domain/schemas/fields';
import {
  merchandiseItemStatusSchema,
  merchandiseItemsBulkSchema,
  merchandiseRequestCreateSchema,
  merchandiseStatusMoveSchema,
  myRequestsQuerySchema,
  purchaseRequestCreateSchema,
  purchaseStatusMoveSchema,
  REQUEST_NOT_FOUND_MESSAGE,
  requestIdParam,
  requestListQuerySchema,
} from '../../../domain/schemas/requests';
import type { AppEnv, SessionUser } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { readShopSettings } from '../../db/settings-store';
import { archiveGeneratedFile, fileResponse } from '../../files/archive-generated-file';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { assertOwnStore, type StoreScope, storeScope } from '../permissions';
import { buildPurchaseReport } from './build-purchase-report';
import { countOpenRequests, listAwaitingPurchases } from './count-open-requests';
import { createMerchandiseRequest } from './create-merchandise-request';
import { createPurchaseRequest } from './create-purchase-request';
import { getMerchandiseRequest, getPurchaseRequest } from './get-request-details';
import { listMyRequests, listRequests } from './list-requests';
import { moveMerchandiseRequest } from './move-merchandise-request';
import { movePurchaseRequest } from './move-purchase-request';
import { purchaseReportCsv, purchaseReportPdf } from './render-purchase-report';
import { renderSeparationPdf } from './render-separation-pdf';
import { ITEM_NOT_FOUND_MESSAGE, setMerchandiseItemStatus } from './set-merchandise-item-status';

const itemParam = z.object({ id: serialIdParam(REQUEST_NOT_FOUND_MESSAGE), itemId: serialIdParam(ITEM_NOT_FOUND_MESSAGE) });
const reportQuery = z.object({ format: z.enum(['pdf', 'csv'], { error: 'Formato inválido.' }).optional().default('pdf') });

/** What the routes of one kind of request call: its create, detail and status-move functions. */
type RequestKindSpec<Create, Move, Detail> = {
  createSchema: ZodType<Create>;
  create: (tx: Tx, user: SessionUser, input: Create) => Promise<{ id: number; created: boolean }>;
  /** The request by id; a kind of store rows answers another store's as missing (store scope). */
  get: (db: DbOrTx, id: number, scope: StoreScope) => Promise<Detail>;
  moveSchema: ZodType<Move>;
  move: (db: Db, user: SessionUser, id: number, move: Move) => Promise<unknown>;
};

/**
 * GET / (the manage tab's list), POST / (a retried create answers 200 with the same request),
 * GET /:id and PATCH /:id/status of one kind of request; each write answers with the request.
 */
function requestKindRoutes<Create, Move, Detail>(kind: 'purchase' | 'merchandise', spec: RequestKindSpec<Create, Move, Detail>) {
  return new Hono<AppEnv>()
    .get('/', requirePermission('backoffice.view'), validate('query', requestListQuerySchema), async (c) =>
      c.json(await listRequests(c.var.ctx.database.db, kind, c.req.valid('query'), await storeScope(c))),
    )
    .post('/', requirePermission('requests.create'), validate('json', spec.createSchema), async (c) => {
      const { db } = c.var.ctx.database;
      const scope = await storeScope(c);
      if (kind === 'merchandise') assertOwnStore(scope, (c.req.valid('json') as { storeId?: number }).storeId);
      const { id, created } = await db.transaction((tx) => spec.create(tx, currentUser(c), c.req.valid('json')));
      return c.json({ request: await spec.get(db, id, scope), created }, created ? 201 : 200);
    })
    .get('/:id', requirePermission('backoffice.view'), validate('param', requestIdParam), async (c) =>
      c.json({ request: await spec.get(c.var.ctx.database.db, c.req.valid('param').id, await storeScope(c)) }),
    )
    .patch('/:id/status', requirePermission('requests.manage'), validate('param', requestIdParam), validate('json', spec.moveSchema), async (c) => {
      const { db } = c.var.ctx.database;
      const { id } = c.req.valid('param');
      const scope = await storeScope(c);
      await spec.get(db, id, scope);
      await spec.move(db, currentUser(c), id, c.req.valid('json'));
      return c.json({ request: await spec.get(db, id, scope) });
    });
}

/** A merchandise request as store staff may act on it: another store's is answered as missing (issue 26). */
async function visibleMerchandiseRequest(c: Context<AppEnv>, id: number) {
  return getMerchandiseRequest(c.var.ctx.database.db, id, await storeScope(c));
}

/**
 * Solicitações (requirements §2): purchase and merchandise requests, the hub's counts and the user's own
 * requests of the three kinds. Any staff member creates, follows and moves them (requirements: staff and
 * admins); special orders have their own module.
 */
export const requestsRoutes = new Hono<AppEnv>()
  .get('/summary', requirePermission('backoffice.view'), async (c) => c.json(await countOpenRequests(c.var.ctx.database.db, await storeScope(c))))
  .get('/mine', requirePermission('backoffice.view'), validate('query', myRequestsQuerySchema), async (c) =>
    c.json(await listMyRequests(c.var.ctx.database.db, currentUser(c).id, c.req.valid('query'))),
  )
  .get('/purchases/awaiting', requirePermission('backoffice.view'), async (c) => c.json({ items: await listAwaitingPurchases(c.var.ctx.database.db) }))
  .get('/purchases/report', requirePermission('reports.view'), validate('query', reportQuery), async (c) => {
    const { ctx } = c.var;
    const lines = await buildPurchaseReport(ctx.database.db);
    const { format } = c.req.valid('query');
    const fileName = `relatorio-de-compras-${todayIso()}.${format}`;
    const body = format === 'csv' ? Buffer.from(purchaseReportCsv(lines), 'utf8') : await purchaseReportPdf(lines, await readShopSettings(ctx.database.db));
    const mimeType = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf';
    await archiveGeneratedFile(ctx, currentUser(c), { title: `Relatório de compras ${todayIso()}`, kind: 'purchase_report', fileName, mimeType, body });
    return fileResponse(body, fileName, mimeType);
  })
  .route(
    '/purchases',
    requestKindRoutes('purchase', {
      createSchema: purchaseRequestCreateSchema,
      create: createPurchaseRequest,
      get: getPurchaseRequest,
      moveSchema: purchaseStatusMoveSchema,
      move: movePurchaseRequest,
    }),
  )
  .route(
    '/merchandise',
    requestKindRoutes('merchandise', {
      createSchema: merchandiseRequestCreateSchema,
      create: createMerchandiseRequest,
      get: getMerchandiseRequest,
      moveSchema: merchandiseStatusMoveSchema,
      move: moveMerchandiseRequest,
    }),
  )
  .patch(
    '/merchandise/:id/items/bulk',
    requirePermission('requests.manage'),
    validate('param', requestIdParam),
    validate('json', merchandiseItemsBulkSchema),
    async (c) => {
      const { db } = c.var.ctx.database;
      const { id } = c.req.valid('param');
      await visibleMerchandiseRequest(c, id);
      await setMerchandiseItemStatus(db, currentUser(c), id, c.req.valid('json'));
      return c.json({ request: await visibleMerchandiseRequest(c, id) });
    },
  )
  .patch(
    '/merchandise/:id/items/:itemId/status',
    requirePermission('requests.manage'),
    validate('param', itemParam),
    validate('json', merchandiseItemStatusSchema),
    async (c) => {
      const { db } = c.var.ctx.database;
      const { id, itemId } = c.req.valid('param');
      await visibleMerchandiseRequest(c, id);
      await setMerchandiseItemStatus(db, currentUser(c), id, { ...c.req.valid('json'), itemId });
      return c.json({ request: await visibleMerchandiseRequest(c, id) });
    },
  )
  .get('/merchandise/:id/separation.pdf', requirePermission('requests.manage'), validate('param', requestIdParam), async (c) => {
    const { ctx } = c.var;
    const request = await visibleMerchandiseRequest(c, c.req.valid('param').id);
    const pdf = await renderSeparationPdf(request, await readShopSettings(ctx.database.db));
    const fileName = `lista-de-separacao-${request.code}.pdf`;
    await archiveGeneratedFile(ctx, currentUser(c), {
      title: `Lista de separação ${request.code}`,
      kind: 'separation',
      fileName,
      mimeType: 'application/pdf',
      body: pdf,
    });
    return fileResponse(pdf, fileName, 'application/pdf');
  });
