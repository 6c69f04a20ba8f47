import type { FieldErrors } from 'react-hook-form';
import { PRODUCT_REQUIRED_MESSAGE, type ProductFormValues, productToFormValues } from '@/domain/schemas/product';
import type { AdminProduct } from './products-api';

/** The edit form's values: the saved product, its initial quantity shown as it was registered. */
export const productToForm = (p: AdminProduct): ProductFormValues => productToFormValues(p, String(p.initialQuantity));

/** A failed submit's field errors as issues (productIssueMessage), in the form's order. */
export const issuesOf = (errors: FieldErrors<ProductFormValues>): { message: string }[] =>
  Object.values(errors).flatMap((error) => (typeof error?.message === 'string' && error.message ? [{ message: error.message }] : []));

/** Field errors as the form shows them: a short "required" under each empty field, the rest as worded. */
export function productFieldErrors(errors: FieldErrors<ProductFormValues>): Partial<Record<keyof ProductFormValues, string>> {
  const shown: Partial<Record<keyof ProductFormValues, string>> = {};
  for (const [key, error] of Object.entries(errors)) {
    const message = error?.message;
    if (typeof message !== 'string' || !message) continue;
    shown[key as keyof ProductFormValues] = message === PRODUCT_REQUIRED_MESSAGE ? 'Campo obrigatório.' : message;
  }
  return shown;
}
