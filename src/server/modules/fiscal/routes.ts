import { Hono } from 'hono';
import { z } from 'zod';
import { FISCAL_INVOICE_NOT_FOUND_MESSAGE } from '../../../domain/fiscal/rules';
import { serialIdParam } from '../../../domain/schemas/fields';
import { cancelInvoiceSchema, fiscalInvoiceListQuerySchema, fiscalSettingsSchema, reissueInvoiceSchema } from '../../../domain/schemas/fiscal';
import type { AppEnv } from '../../context';
import { errorAnswer } from '../../http/errors';
import { currentUser, requireCustomer, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { storeScope } from '../permissions';
import { cancelInvoice } from './cancel-invoice';
import { type InvoiceFileKind, invoiceFile } from './invoice-downloads';
import { findInvoice, issueInvoiceForOrder, reissueInvoice } from './issue-invoice';
import { getFiscalSettings, issuerReady, readIssuerRow, updateFiscalSettings } from './issuer-settings';
import { countRejectedInvoices, getInvoiceDetail, getOrderInvoice, listCustomerInvoices, listInvoices, listOrdersWithoutInvoice } from './list-invoices';
import { receiveFocusNfeWebhook } from './receive-focusnfe-webhook';

const idParam = z.object({ id: serialIdParam(FISCAL_INVOICE_NOT_FOUND_MESSAGE) });
const orderParam = z.object({ orderId: z.uuid({ error: 'Identificador de pedido inválido.' }) });
const fileParam = z.object({ kind: z.enum(['danfe', 'xml', 'cancel-xml'], { error: 'Arquivo inválido.' }) });

/**
 * /api/admin/fiscal: issuer settings (settings.manage) and Notas Emitidas (fiscal.manage). What
 * takes an invoice's id reads it in the user's store scope: a transfer's NF-e only for the stores
 * it joins (decision 078); sales invoices follow online orders, which every store sees.
 */
export const fiscalAdminRoutes = new Hono<AppEnv>()
  .get('/settings', requirePermission('settings.manage'), async (c) => c.json(await getFiscalSettings(c.var.ctx)))
  .put('/settings', requirePermission('settings.manage'), validate('json', fiscalSettingsSchema), async (c) => {
    await updateFiscalSettings(c.var.ctx, currentUser(c), c.req.valid('json'));
    return c.json(await getFiscalSettings(c.var.ctx));
  })
  // The dashboard's 'Configurações → Fiscal incompleta' (whoever issues invoices, even without settings.manage).
  .get('/readiness', requirePermission('fiscal.manage'), async (c) =>
    c.json({ configured: issuerReady(c.var.ctx, await readIssuerRow(c.var.ctx.database.db)) }),
  )
  .get('/invoices', requirePermission('fiscal.manage'), validate('query', fiscalInvoiceListQuerySchema), async (c) =>
    c.json(await listInvoices(c.var.ctx.database.db, c.req.valid('query'))),
  )
  .get('/invoices/rejected-count', requirePermission('fiscal.manage'), async (c) => c.json({ count: await countRejectedInvoices(c.var.ctx.database.db) }))
  .get('/invoices/:id', requirePermission('fiscal.manage'), validate('param', idParam), async (c) =>
    c.json({ invoice: await getInvoiceDetail(c.var.ctx.database.db, c.req.valid('param').id) }),
  )
  .post('/invoices/:id/reissue', requirePermission('fiscal.manage'), validate('param', idParam), validate('json', reissueInvoiceSchema), async (c) => {
    const { id } = c.req.valid('param');
    await reissueInvoice(c.var.ctx, currentUser(c), await storeScope(c), id, c.req.valid('json').version);
    // A transfer's NF-e (decision 073) is shown by its transfer, not in the sales invoices' detail.
    const { orderId } = await findInvoice(c.var.ctx.database.db, id);
    return c.json({ invoice: orderId ? await getInvoiceDetail(c.var.ctx.database.db, id) : null });
  })
  .post('/invoices/:id/cancel', requirePermission('fiscal.manage'), validate('param', idParam), validate('json', cancelInvoiceSchema), async (c) => {
    const { id } = c.req.valid('param');
    await cancelInvoice(c.var.ctx, currentUser(c), await storeScope(c), id, c.req.valid('json'));
    const { orderId } = await findInvoice(c.var.ctx.database.db, id);
    return c.json({ invoice: orderId ? await getInvoiceDetail(c.var.ctx.database.db, id) : null });
  })
  .get('/invoices/:id/:kind', requirePermission('fiscal.manage'), validate('param', idParam.extend(fileParam.shape)), async (c) => {
    const { id, kind } = c.req.valid('param');
    return invoiceFile(c.var.ctx, { invoiceId: id, scope: await storeScope(c) }, kind as InvoiceFileKind);
  })
  .post('/orders/:orderId/issue', requirePermission('fiscal.manage'), validate('param', orderParam), async (c) => {
    const id = await issueInvoiceForOrder(c.var.ctx, currentUser(c), c.req.valid('param').orderId);
    return c.json({ invoice: await getInvoiceDetail(c.var.ctx.database.db, id) }, 201);
  })
  .get('/orders-without-invoice', requirePermission('fiscal.manage'), async (c) => c.json(await listOrdersWithoutInvoice(c.var.ctx.database.db)))
  .get('/orders/:orderId/invoice', requirePermission('fiscal.manage'), validate('param', orderParam), async (c) =>
    c.json({ invoice: await getOrderInvoice(c.var.ctx.database.db, c.req.valid('param').orderId) }),
  );

const customerFileParam = orderParam.extend({ kind: z.enum(['danfe', 'xml', 'cancel-xml'], { error: 'Arquivo inválido.' }) });

/** /api/store/invoices: the signed-in customer's own invoices (Perfil → Pedidos). */
export const customerInvoiceRoutes = new Hono<AppEnv>()
  .get('/', requireCustomer, async (c) => c.json(await listCustomerInvoices(c.var.ctx.database.db, currentUser(c).id)))
  .get('/:orderId/:kind', requireCustomer, validate('param', customerFileParam), async (c) => {
    const { orderId, kind } = c.req.valid('param');
    return invoiceFile(c.var.ctx, { orderId, userId: currentUser(c).id }, kind);
  });

/** /api/fiscal/webhooks: the provider's notifications (no session, no gate: the Authorization value is the guard). */
export const fiscalWebhookRoutes = new Hono<AppEnv>().post('/focusnfe', async (c) => {
  const { ctx } = c.var;
  if (ctx.fiscal.name !== 'focusnfe') return errorAnswer(c, 'NOT_FOUND', 'Rota não encontrada.');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return errorAnswer(c, 'BAD_JSON', 'Corpo da requisição inválido.');
  }
  await receiveFocusNfeWebhook(ctx, { authorization: c.req.header('authorization'), body });
  return c.json({ received: true }, 200);
});
