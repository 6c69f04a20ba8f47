import type { ServerFeature } from '../server-feature';
import { paymentWebhookRoutes } from './routes';

// What other parts of the shop use of the payment webhooks (docs/DEVELOPING.md, 'Feature walls').
export { deliverSandboxNotificationJob, PAYMENT_WEBHOOK_PATH, signedPaymentNotification } from './sandbox-notifications';
export { paymentWebhookSecret } from './webhook-secret';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const paymentWebhooksFeature: ServerFeature = {
  name: 'payment-webhooks',
  mounts: [{ path: '/payments', routes: paymentWebhookRoutes }],
};
