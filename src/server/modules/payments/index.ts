import type { ServerFeature } from '../server-feature';
import { paymentProviderRoutes } from './routes';
import { sandboxPaymentRoutes } from './sandbox-payment-routes';
import { paymentWebhookRoutes } from './webhook-routes';

export { formatBoletoLine } from './boleto-line';
export { renderBoletoPdf } from './boleto-pdf';
// What other features use of payments (docs/DEVELOPING.md, 'Feature walls'). Older imports still
// reach inner files (scripts/boundaries-baseline.json); new ones come through here.
export {
  checkoutOutcome,
  checkoutPaymentCtes,
  collectRemotePayment,
  type OrderToCharge,
  type PaymentColumns,
  type RemoteCharge,
} from './collect-remote-payment';
export { createPaymentProvider, createSandboxPayments } from './create-payment-provider';
export { demoCardPayment, isSandbox, settleDemoPayment } from './demo-payments';
export { lockOrder } from './lock-order';
export { markOrderPaid } from './mark-order-paid';
export {
  type Payer,
  PaymentDeclinedError,
  PaymentOutcomeUnknownError,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type RemotePayments,
} from './payment-provider';
export { buildPixPayload, pixTxid } from './pix-code';
export { pixQrSvg, pixQrUrl } from './pix-qr';
export { cancelExpiredCharges, reconcilePaymentsJob, settlePaymentEventJob } from './provider-payment-jobs';
export { DIVERGENT_NOTHING_LEFT_MESSAGE, refundDivergentPayment } from './refund-divergent-payment';
export { ONLY_DIVERGENT_MESSAGE, refundOrderPayment } from './refund-order-payment';
export {
  type FinishCancel,
  findPendingRefund,
  REFUND_PENDING_MESSAGE,
  type ReservedRefund,
  resendPendingRefunds,
  reserveRefund,
  sendReservedRefund,
} from './refunds';
// The provider's notifications (one signed route for Mercado Pago and the sandbox) and the sandbox's own deliveries.
export { deliverSandboxNotificationJob, PAYMENT_WEBHOOK_PATH, signedPaymentNotification } from './sandbox-notifications';
export { moveSandboxPayment, sandboxPaymentRoutes } from './sandbox-payment-routes';
export { instructionsOf, settleProviderPayment } from './settle-provider-payment';
export { paymentWebhookSecret } from './webhook-secret';

/** Where this feature's routes are mounted under /api (server-feature.ts): the back-office's sandbox controls, the card form's provider, and the provider's notifications. */
export const paymentsFeature: ServerFeature = {
  name: 'payments',
  mounts: [
    { path: '/admin/sandbox-payments', routes: sandboxPaymentRoutes },
    { path: '/store/payment-provider', routes: paymentProviderRoutes },
    { path: '/payments', routes: paymentWebhookRoutes },
  ],
};
