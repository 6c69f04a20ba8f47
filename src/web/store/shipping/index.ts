// The storefront's delivery estimate (issue 37): the product page and the cart show it.

export { shippingKeys } from './shipping-api';
export { ShippingEstimateForm } from './shipping-estimate-form';
