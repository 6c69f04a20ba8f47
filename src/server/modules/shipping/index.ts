import type { ServerFeature } from '../server-feature';
import { shippingAdminRoutes } from './admin-routes';

// The shipping feature's public entry (decision 058): what the app composition and other features may use.

export { shippingAdminRoutes } from './admin-routes';
export { createShippingProvider } from './create-shipping-provider';
export { labelStatusOf, melhorRastreioUrl } from './melhor-envio-provider';
export { advanceSandboxLabel } from './sandbox-shipping-provider';
export { loadShippingAccount, saveShippingTokens } from './shipping-account';
export type { LabelRequest, LabelState, ShippingAccount, ShippingParty, ShippingProvider } from './shipping-provider';
export { ShippingProviderError } from './shipping-provider';
export { shippingSender } from './shipping-sender';

/** Where this feature's routes are mounted under /api (server-feature.ts): Configurações → Entregas. */
export const shippingFeature: ServerFeature = {
  name: 'shipping',
  mounts: [{ path: '/admin/shipping', routes: shippingAdminRoutes }],
};
