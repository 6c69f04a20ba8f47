import type { z } from 'zod';
import { centsToInput } from '@/domain/money';
import { PRODUCT_REQUIRED_MESSAGE, type ProductFormValues, productIssueMessage } from '@/domain/schemas/product';
import type { AdminProduct } from './products-api';

export function productToForm(p: AdminProduct): ProductFormValues {
  return {
    name: p.name,
    code: p.code,
    price: centsToInput(p.priceCents),
    listPrice: p.listPriceCents == null ? '' : centsToInput(p.listPriceCents),
    costPrice: centsToInput(p.costPriceCents),
    categoryId: p.categoryId == null ? '' : String(p.categoryId),
    classificationId: p.classificationId == null ? '' : String(p.classificationId),
    supplierId: p.supplierId == null ? '' : String(p.supplierId),
    unit: p.unit,
    initialQuantity: String(p.initialQuantity),
    minStock: String(p.minStock),
    barcode: p.barcode ?? '',
    shelf: p.shelf,
    box: p.box,
    description: p.description,
    detailedDescription: p.detailedDescription,
    keywords: p.keywords.join(', '),
    availableOnline: p.availableOnline,
    featured: p.featured,
    onSale: p.onSale,
    material: p.material,
    dimensions: p.dimensions,
    origin: p.origin,
    ncm: p.ncm ?? '',
    cest: p.cest ?? '',
    gtin: p.gtin ?? '',
    icmsOrigin: p.icmsOrigin,
    csosn: p.csosn ?? '',
    pisCofinsCst: p.pisCofinsCst ?? '',
  };
}

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
