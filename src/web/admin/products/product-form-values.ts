import type { z } from 'zod';
import { PRODUCT_REQUIRED_MESSAGE, type ProductFormValues, productIssueMessage, productToFormValues } from '@/domain/schemas/product';
import type { AdminProduct } from './products-api';

/** The edit form's values: the saved product, its initial quantity shown as it was registered. */
export const productToForm = (p: AdminProduct): ProductFormValues => productToFormValues(p, String(p.initialQuantity));

export type FormCheck = { message: string | null; fieldErrors: Partial<Record<keyof ProductFormValues, string>> };

/** Field errors as the form shows them: a short "required" under each empty field, the rest as worded. */
export function checkProductForm(result: z.ZodSafeParseResult<unknown>): FormCheck {
  if (result.success) return { message: null, fieldErrors: {} };
  const fieldErrors: FormCheck['fieldErrors'] = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as keyof ProductFormValues;
    if (!key || fieldErrors[key]) continue;
    fieldErrors[key] = issue.message === PRODUCT_REQUIRED_MESSAGE ? 'Campo obrigatório.' : issue.message;
  }
  return { message: productIssueMessage(result.error.issues), fieldErrors };
}
