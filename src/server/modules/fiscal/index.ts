// What other features use of fiscal (docs/DEVELOPING.md, 'Feature walls'): the issuer's settings,
// where the shop's one CNPJ lives (decision 051).
export { readIssuerRow } from './issuer-settings';
