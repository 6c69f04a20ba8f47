// What other storefront features may use of the profile (docs/DEVELOPING.md, 'Feature walls'): the
// checkout's payment dialog shows the same 'Pagamento recebido' as the orders tab.
export { copyPaymentCode, PaymentCodeField, PixQrCode } from './payment-code';
export { PaymentReceived } from './payment-received';
export { addressesQuery, lastAddressQuery, lastBuyerQuery, orderPagePath, ordersQuery, saveAddress } from './profile-api';
export { usePaymentReceived } from './use-payment-received';
