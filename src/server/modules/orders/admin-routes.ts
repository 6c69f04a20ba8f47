import { Hono } from 'hono';
import {
  divergentRefundSchema,
  orderIdParamSchema,
  orderListQuerySchema,
  orderPaymentParamSchema,
  orderRefundSchema,
  orderStatusChangeSchema,
} from '../../../domain/schemas/admin-orders';
import type { AppEnv } from '../../context';
import { readShopSettings } from '../../db/settings-store';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { refundDivergentPayment, refundOrderPayment } from '../payments';
import { staffAccess } from '../permissions';
import { confirmOrderPayment } from './confirm-order-payment';
import { getOrderDetails } from './get-order-details';
import { listOrders } from './list-orders';
import { renderReceiptHtml } from './render-receipt';
import { setOrderStatus } from './set-order-status';

/** Online-store orders for the back-office (staff and administrators alike, requirements §6); refunds need 'payments.refund' (issue 33). */
export const adminOrdersRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('backoffice.view'), validate('query', orderListQuerySchema), async (c) =>
    c.json(await listOrders(c.var.ctx.database.db, c.req.valid('query'))),
  )
  .get('/:id', requirePermission('backoffice.view'), validate('param', orderIdParamSchema), async (c) =>
    c.json({ order: await getOrderDetails(c.var.ctx.database.db, c.req.valid('param').id) }),
  )
  .patch('/:id/status', requirePermission('orders.status'), validate('param', orderIdParamSchema), validate('json', orderStatusChangeSchema), async (c) => {
    const { db } = c.var.ctx.database;
    const { id } = c.req.valid('param');
    const { status, note, version } = c.req.valid('json');
    // Cancelling a paid order gives money back: that needs 'payments.refund' too (checked on the locked row).
    const mayRefund = (await staffAccess(c)).permissions.has('payments.refund');
    await setOrderStatus(db, { orderId: id, status, note, version, user: currentUser(c), payments: c.var.ctx.payments, mayRefund });
    return c.json({ order: await getOrderDetails(db, id) });
  })
  .post('/:id/mark-paid', requirePermission('orders.status'), validate('param', orderIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    await confirmOrderPayment(c.var.ctx, currentUser(c), id);
    return c.json({ order: await getOrderDetails(c.var.ctx.database.db, id) });
  })
  .post('/:id/refund', requirePermission('payments.refund'), validate('param', orderIdParamSchema), validate('json', orderRefundSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { amountCents, reason, idempotencyKey } = c.req.valid('json');
    await refundOrderPayment(c.var.ctx, { orderId: id, amountCents, reason, idempotencyKey, user: currentUser(c) });
    return c.json({ order: await getOrderDetails(c.var.ctx.database.db, id) });
  })
  // A divergent payment (issue 33) is refunded on its own: it never settled the order, so the order stays as it is.
  .post(
    '/:id/divergent-payments/:paymentId/refund',
    requirePermission('payments.refund'),
    validate('param', orderPaymentParamSchema),
    validate('json', divergentRefundSchema),
    async (c) => {
      const { id, paymentId } = c.req.valid('param');
      const { reason, idempotencyKey } = c.req.valid('json');
      await refundDivergentPayment(c.var.ctx, { orderId: id, providerPaymentId: paymentId, reason, idempotencyKey, user: currentUser(c) });
      return c.json({ order: await getOrderDetails(c.var.ctx.database.db, id) });
    },
  )
  .get('/:id/receipt', requirePermission('backoffice.view'), validate('param', orderIdParamSchema), async (c) => {
    const { db } = c.var.ctx.database;
    const [order, shop] = await Promise.all([getOrderDetails(db, c.req.valid('param').id), readShopSettings(db)]);
    c.header('Cache-Control', 'no-store');
    return c.html(renderReceiptHtml(order, shop));
  });
