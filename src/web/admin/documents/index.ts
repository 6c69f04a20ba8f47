// What other back-office features use of the document pieces (docs/DEVELOPING.md, 'Feature walls').
export { DocumentHistory } from './document-history';
export type { DocumentLine } from './product-lines-editor';
export { ProductLinesField } from './product-lines-field';
// The registry filters of lists.
export { CategoryFilter } from './registry-selects';
