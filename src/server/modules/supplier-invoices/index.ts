// What other features use of supplier-invoices (docs/DEVELOPING.md, 'Feature walls'): the NF-e
// reader, which also reads the stores' NFC-e (issue 36).
export { MAX_NFE_BYTES, type ParsedNfe, parseNfce } from './parse-nfe';
