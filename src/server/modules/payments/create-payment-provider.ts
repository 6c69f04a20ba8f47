import type { AppConfig } from '../../config';
import { createMercadoPagoProvider } from './mercadopago/mercadopago-provider';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

/**
 * The provider of this instance, chosen by PAYMENT_PROVIDER (config.ts): the built-in sandbox, or
 * Mercado Pago (whose keys config.ts guarantees). Checkout reaches it through the app context.
 */
export function createPaymentProvider(config: Pick<AppConfig, 'paymentProvider' | 'mercadopago'>): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider();
    case 'mercadopago':
      return createMercadoPagoProvider(config.mercadopago!);
  }
}
