// What other back-office screens show of fiscal (docs/DEVELOPING.md, 'Feature walls'): the dashboard's
// setup warning, an order's invoice section and the shop's one CNPJ field (decision 051).
export { FiscalSetupAlert } from './fiscal-setup-alert';
export { OrderInvoiceSection } from './order-invoice-section';
export { ShopCnpjField } from './shop-cnpj-field';
