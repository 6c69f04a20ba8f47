import { Hono } from 'hono';
import { contentDisposition } from '../../../domain/content-disposition';
import { buyLabelSchema, cancelLabelSchema, labelIdParamSchema, orderIdParamSchema, sandboxEventSchema } from '../../../domain/schemas/shipments';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { buyLabel } from './buy-label';
import { cancelLabel, listDispatchQueue, printLabel, quoteOrder } from './label-actions';
import { renderPickList } from './pick-list';
import { sandboxEvent } from './track-shipments';

const pdfHeaders = (name: string) => ({ 'content-type': 'application/pdf', 'content-disposition': contentDisposition(name), 'cache-control': 'no-store' });

/** Expedição (issue 37): everything behind 'shipping.dispatch' — buying a label spends the shop's money. */
export const shipmentsRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('shipping.dispatch'), async (c) => c.json({ orders: await listDispatchQueue(c.var.ctx.database.db) }))
  .get('/pick-list.pdf', requirePermission('shipping.dispatch'), async (c) =>
    c.body(new Uint8Array(await renderPickList(c.var.ctx.database.db)), 200, pdfHeaders('lista-de-separacao.pdf')),
  )
  .get('/orders/:orderId/quotes', requirePermission('shipping.dispatch'), validate('param', orderIdParamSchema), async (c) =>
    c.json({ quotes: await quoteOrder(c.var.ctx, c.req.valid('param').orderId) }),
  )
  .post(
    '/orders/:orderId/label',
    requirePermission('shipping.dispatch'),
    validate('param', orderIdParamSchema),
    validate('json', buyLabelSchema),
    async (c) => {
      const row = await buyLabel(c.var.ctx, currentUser(c), { orderId: c.req.valid('param').orderId, serviceId: c.req.valid('json').serviceId });
      return c.json({ shipment: { id: row.id, status: row.status, trackingCode: row.trackingCode } });
    },
  )
  .get('/:id/label', requirePermission('shipping.dispatch'), validate('param', labelIdParamSchema), async (c) => {
    const printed = await printLabel(c.var.ctx, c.req.valid('param').id);
    if ('url' in printed) return c.redirect(printed.url, 302);
    return c.body(new Uint8Array(printed.pdf), 200, pdfHeaders(`etiqueta-${c.req.valid('param').id}.pdf`));
  })
  .post('/:id/cancel', requirePermission('shipping.dispatch'), validate('param', labelIdParamSchema), validate('json', cancelLabelSchema), async (c) => {
    const row = await cancelLabel(c.var.ctx, c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ shipment: { id: row.id, status: row.status } });
  })
  // Demo with the sandbox provider only: the carrier posted or delivered the parcel (a webhook's stand-in).
  .post(
    '/:id/sandbox-event',
    requirePermission('shipping.dispatch'),
    validate('param', labelIdParamSchema),
    validate('json', sandboxEventSchema),
    async (c) => {
      const { ctx } = c.var;
      if (!ctx.config.demo || ctx.shipping.name !== 'sandbox') throw notFound();
      return c.json(await sandboxEvent(ctx, c.req.valid('param').id, c.req.valid('json').status));
    },
  );
