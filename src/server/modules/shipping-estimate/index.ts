import type { ServerFeature } from '../server-feature';
import { shippingEstimateRoutes } from './routes';

// The storefront's shipping estimate and the checkout's shipping charge (issue 37, decision 063).
export { estimateBesidePage } from './estimate-beside-page';
export { clearEstimateCache, estimateShipping, shippingChargeFor } from './estimate-shipping';
export { shippingEstimateRoutes } from './routes';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const shippingEstimateFeature: ServerFeature = {
  name: 'shipping-estimate',
  mounts: [{ path: '/store/shipping', routes: shippingEstimateRoutes }],
};
