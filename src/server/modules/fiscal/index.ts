// What other features use of fiscal (docs/DEVELOPING.md, 'Feature walls'): the issuer's settings,
// where the shop's one CNPJ lives (decision 051), and the invoice job a payment queues.
export { readIssuerRow } from './issuer-settings';
export { enqueueInvoiceOnPaidSql } from './on-order-paid';
