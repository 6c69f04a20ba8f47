import { createHmac, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../../context';
import { paymentWebhookRoutes } from './webhook-routes';
import { paymentWebhookSecret } from './webhook-secret';

/** Where providers notify the shop of a payment: Mercado Pago's webhook URL, and the sandbox's. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/mercadopago/webhook';

/**
 * A notification in Mercado Pago's shape, signed as Mercado Pago signs (x-signature: HMAC-SHA256 of
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`), so the sandbox's go through the shop's one
 * signed webhook route and its checks like any provider notification.
 */
export function signedPaymentNotification(secret: string, paymentId: string, at: Date = new Date()) {
  const requestId = randomUUID();
  const ts = Math.floor(at.getTime() / 1000);
  const hash = createHmac('sha256', secret).update(`id:${paymentId};request-id:${requestId};ts:${ts};`).digest('hex');
  return {
    path: `${PAYMENT_WEBHOOK_PATH}?data.id=${encodeURIComponent(paymentId)}&type=payment`,
    headers: { 'x-signature': `ts=${ts},v1=${hash}`, 'x-request-id': requestId, 'content-type': 'application/json' },
    body: {
      action: 'payment.updated',
      api_version: 'v1',
      data: { id: paymentId },
      date_created: at.toISOString(),
      id: at.getTime(),
      live_mode: false,
      type: 'payment',
    },
  };
}

// The webhook route as the shop serves it, per context (one per process).
const routes = new WeakMap<AppContext, Hono<AppEnv>>();
function webhookApp(ctx: AppContext): Hono<AppEnv> {
  let app = routes.get(ctx);
  if (!app) {
    app = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('ctx', ctx);
        await next();
      })
      .route('/api/payments', paymentWebhookRoutes);
    routes.set(ctx, app);
  }
  return app;
}

const payload = z.object({ paymentId: z.string().min(1) });

/**
 * Job 'payments.sandbox-notify' (enqueued by the sandbox in the transaction that moved a payment):
 * the sandbox's notification, signed with its secret, posted to the shop's payment webhook route —
 * the same route, signature check, store and settle job as Mercado Pago's. A refusal throws, and the
 * job runner delivers again later, as the provider retries.
 */
export async function deliverSandboxNotificationJob(ctx: AppContext, data: unknown): Promise<void> {
  const { paymentId } = payload.parse(data);
  const secret = paymentWebhookSecret(ctx.config);
  if (!secret || ctx.config.paymentProvider !== 'sandbox') return;
  const n = signedPaymentNotification(secret, paymentId);
  const res = await webhookApp(ctx).request(n.path, { method: 'POST', headers: n.headers, body: JSON.stringify(n.body) });
  if (res.status !== 200) throw new Error(`notificação do sandbox recusada (${res.status}): ${await res.text()}`);
}
