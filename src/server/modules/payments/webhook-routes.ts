import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { errorAnswer } from '../../http/errors';
import { receiveMercadoPagoWebhook } from './mercadopago/receive-mercadopago-webhook';

/**
 * Where providers notify the shop (no session, no gate: the signature is the guard): Mercado Pago,
 * or the sandbox with its own secret (decision 060) — one route, one check, one store. The answer
 * is 200 as soon as the event is stored; the settling runs in a job.
 */
export const paymentWebhookRoutes = new Hono<AppEnv>().post('/mercadopago/webhook', async (c) => {
  const { ctx } = c.var;
  if (!ctx.config.mercadopago && ctx.config.paymentProvider !== 'sandbox') return errorAnswer(c, 'NOT_FOUND', 'Rota não encontrada.');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return errorAnswer(c, 'BAD_JSON', 'Corpo da requisição inválido.');
  }
  await receiveMercadoPagoWebhook(ctx, {
    queryDataId: c.req.query('data.id') ?? c.req.query('id'),
    signature: c.req.header('x-signature'),
    requestId: c.req.header('x-request-id'),
    body,
  });
  return c.json({ received: true }, 200);
});
