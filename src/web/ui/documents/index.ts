// The document pieces the back-office screens share (lines editor, product picker, registry selects, history):
// not a feature, so any screen imports them (docs/DEVELOPING.md, 'One name per feature across tiers').

// The product field with the scanner's Enter (Inventários count with it, issue 36).
export type { PickedProduct } from '@/domain/schemas/product-picker';
export { DocumentHistory } from './document-history';
export type { DocumentLine } from './product-lines-editor';
export { ProductLinesField } from './product-lines-field';
export { ProductPicker } from './product-picker';
// The registry filters of lists.
export { CategoryFilter } from './registry-selects';
