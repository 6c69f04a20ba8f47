// The storefront's delivery estimate (issue 37): the product page and the cart show it; the checkout's summary charges it.

export { shippingKeys, useShippingEstimate } from './shipping-api';
export { ShippingEstimateForm } from './shipping-estimate-form';
