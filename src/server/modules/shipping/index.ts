// The shipping feature's public entry (decision 058): what the app composition and other features may use.

export { shippingAdminRoutes } from './admin-routes';
export { createShippingProvider } from './create-shipping-provider';
export { labelStatusOf, melhorRastreioUrl } from './melhor-envio-provider';
export { advanceSandboxLabel } from './sandbox-shipping-provider';
export { loadShippingAccount, saveShippingTokens } from './shipping-account';
export type { LabelRequest, LabelState, ShippingAccount, ShippingParty, ShippingProvider } from './shipping-provider';
export { ShippingProviderError } from './shipping-provider';
export { shippingSender } from './shipping-sender';
