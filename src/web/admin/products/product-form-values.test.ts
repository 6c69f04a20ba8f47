import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { emptyProductForm, PRODUCT_REQUIRED_MESSAGE, type ProductFormValues, productCreateSchema, productIssueMessage } from '@/domain/schemas/product';
import { issuesOf, productFieldErrors } from './product-form-values';

/** The product dialog's errors after a submit, as useZodForm's resolver gives them. */
async function errorsOf(values: ProductFormValues): Promise<FieldErrors<ProductFormValues>> {
  // biome-ignore lint/suspicious/noExplicitAny: the resolver's overloads cannot name the product schema's input
  const resolver = zodResolver(productCreateSchema as any, undefined, { raw: true });
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as FieldErrors<ProductFormValues>;
}

const filled: ProductFormValues = {
  ...emptyProductForm(),
  name: 'Terço',
  code: 'T-1',
  price: '10,00',
  costPrice: '5,00',
  categoryId: '1',
  unit: 'Unidade',
  initialQuantity: '3',
  minStock: '1',
};

describe('the product dialog’s messages', () => {
  it('says "Campo obrigatório." under each empty required field, and the requirements’ sentence above the button', async () => {
    const errors = await errorsOf(emptyProductForm());
    const shown = productFieldErrors(errors);
    expect(shown.name).toBe('Campo obrigatório.');
    expect(shown.code).toBe('Campo obrigatório.');
    expect(shown.price).toBe('Campo obrigatório.');
    expect(productIssueMessage(issuesOf(errors))).toBe(PRODUCT_REQUIRED_MESSAGE);
  });

  it('keeps any other message as worded, under its field and above the button', async () => {
    const errors = await errorsOf({ ...filled, price: 'dez' });
    const shown = productFieldErrors(errors);
    expect(Object.keys(shown)).toEqual(['price']);
    expect(shown.price).not.toBe('Campo obrigatório.');
    expect(productIssueMessage(issuesOf(errors))).toBe(shown.price);
  });

  it('finds nothing wrong with a filled form', async () => {
    const errors = await errorsOf(filled);
    expect(productFieldErrors(errors)).toEqual({});
    expect(issuesOf(errors)).toEqual([]);
  });
});
