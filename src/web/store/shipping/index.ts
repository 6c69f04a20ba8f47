// The storefront's delivery estimate (issue 37): the product page and the cart show it; the checkout's summary charges it.

export { rememberedCep } from './remembered-cep';
export { shippingKeys, useShippingEstimate } from './shipping-api';
export { type PageEstimate, ShippingEstimateForm } from './shipping-estimate-form';
