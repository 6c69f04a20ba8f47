// The storefront's shipping estimate and the checkout's shipping charge (issue 37, decision 063).
export { clearEstimateCache, estimateShipping, shippingChargeFor } from './estimate-shipping';
export { shippingEstimateRoutes } from './routes';
