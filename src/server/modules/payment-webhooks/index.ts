// What other parts of the shop use of the payment webhooks (docs/DEVELOPING.md, 'Feature walls').
export { deliverSandboxNotificationJob, PAYMENT_WEBHOOK_PATH, signedPaymentNotification } from './sandbox-notifications';
export { paymentWebhookSecret } from './webhook-secret';
