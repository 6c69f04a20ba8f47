import { describe, expect, it } from 'vitest';
import { issuesOf } from '../../../tests/support/table-tests';
import { CART_MAX_QUANTITY, cartCheckQuerySchema, cartLinesSchema, mergeCartLines } from './cart';

describe('mergeCartLines', () => {
  const line = (productId: number, quantity: number) => ({ productId, quantity });

  it('sums repeated products and keeps first positions', () => {
    expect(mergeCartLines([line(3, 1), line(1, 2), line(3, 4)])).toEqual([line(3, 5), line(1, 2)]);
  });

  it('caps a summed quantity', () => {
    expect(mergeCartLines([line(1, CART_MAX_QUANTITY), line(1, 5)])).toEqual([line(1, CART_MAX_QUANTITY)]);
  });
});

describe('cart schemas', () => {
  it('refuses zero, fractional and negative values in Portuguese', () => {
    expect(issuesOf(cartLinesSchema.safeParse([{ productId: 1, quantity: 0 }]))).toEqual({ '0.quantity': ['Quantidade inválida.'] });
    expect(issuesOf(cartLinesSchema.safeParse([{ productId: 1.5, quantity: 1 }]))).toEqual({ '0.productId': ['Produto inválido.'] });
  });

  it('parses the id list of the stock check, without repeats', () => {
    expect(cartCheckQuerySchema.parse({ ids: '3,1,3' }).ids).toEqual([3, 1]);
    expect(cartCheckQuerySchema.safeParse({ ids: '1,,2' }).success).toBe(false);
    expect(cartCheckQuerySchema.safeParse({}).success).toBe(false);
  });

  it('pairs the remembered CEP’s quantities with the ids, adding repeats; one each without them (decision 075)', () => {
    expect(cartCheckQuerySchema.parse({ ids: '3,1,3', qty: '2,1,5', cep: '01310100' })).toEqual({
      ids: [3, 1],
      items: [
        { productId: 3, quantity: 7 },
        { productId: 1, quantity: 1 },
      ],
      cep: '01310-100',
    });
    expect(cartCheckQuerySchema.parse({ ids: '4' })).toEqual({ ids: [4], items: [{ productId: 4, quantity: 1 }], cep: undefined });
    expect(cartCheckQuerySchema.safeParse({ ids: '1,2', qty: '1' }).success).toBe(false);
    expect(cartCheckQuerySchema.safeParse({ ids: '1', qty: '0' }).success).toBe(false);
    expect(cartCheckQuerySchema.safeParse({ ids: '1', cep: '00000-000' }).success).toBe(false);
  });
});
