import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createMelhorEnvioProvider } from './melhor-envio-provider';
import { createSandboxShippingProvider } from './sandbox-shipping-provider';
import type { ShippingProvider } from './shipping-provider';

/** The shipping provider of this instance, chosen by SHIPPING_PROVIDER (decision 063); it reaches routes and jobs through the app context. */
export function createShippingProvider(config: Pick<AppConfig, 'shippingProvider' | 'melhorEnvio'>, database: Database): ShippingProvider {
  if (config.shippingProvider === 'melhorenvio' && config.melhorEnvio) return createMelhorEnvioProvider(config.melhorEnvio);
  return createSandboxShippingProvider(database);
}
