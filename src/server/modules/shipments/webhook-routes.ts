import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { errorAnswer } from '../../http/errors';
import { receiveMelhorEnvioWebhook } from './receive-webhook';

/** Where the shipping provider notifies the shop (no session, no gate: the signature is the guard; 404 while the provider is the sandbox). */
export const shippingWebhookRoutes = new Hono<AppEnv>().post('/melhorenvio', async (c) => {
  const { ctx } = c.var;
  if (!ctx.config.melhorEnvio) return errorAnswer(c, 'NOT_FOUND', 'Rota não encontrada.');
  await receiveMelhorEnvioWebhook(ctx, await c.req.text(), c.req.header('x-me-signature'));
  return c.json({ received: true }, 200);
});
