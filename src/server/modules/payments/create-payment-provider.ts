import type { AppConfig } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

/**
 * The provider of this instance, chosen by PAYMENT_PROVIDER (config.ts). Only the sandbox exists
 * today; a real acquirer plugs in here without touching checkout, which reaches it through the
 * app context.
 */
export function createPaymentProvider(config: Pick<AppConfig, 'paymentProvider'>): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider();
  }
}
