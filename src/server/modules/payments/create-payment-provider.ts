import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createMercadoPagoProvider } from './mercadopago/mercadopago-provider';
import type { PaymentProvider } from './payment-provider';
import { sandboxCardOf } from './sandbox-card-token';
import { createSandboxRemote } from './sandbox-remote';

/** The built-in sandbox (decision 060): Mercado Pago's model, its payments kept in the shop's database. */
export function createSandboxPayments(config: Pick<AppConfig, 'appSecret'>, database: Database): PaymentProvider {
  return { name: 'sandbox', ...createSandboxRemote({ database, cardOf: (token) => sandboxCardOf(config.appSecret, token) }) };
}

/**
 * The provider of this instance, chosen by PAYMENT_PROVIDER (config.ts): the built-in sandbox, or
 * Mercado Pago (whose keys config.ts guarantees). Checkout reaches it through the app context.
 */
export function createPaymentProvider(config: Pick<AppConfig, 'paymentProvider' | 'mercadopago' | 'appSecret'>, database: Database): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxPayments(config, database);
    case 'mercadopago':
      return createMercadoPagoProvider(config.mercadopago!);
  }
}
