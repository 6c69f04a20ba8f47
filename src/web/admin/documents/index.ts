// What other back-office features use of documents (docs/DEVELOPING.md, 'Feature walls'): the
// product field with the scanner's Enter (Inventários count with it, issue 36).

export type { PickedProduct } from '@/domain/schemas/product-picker';
export { ProductPicker } from './product-picker';
