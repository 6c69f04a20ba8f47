import { z } from 'zod';
import { sumByProduct } from '../sum-by-product';
import { objectError, serialId, wholeNumber } from './fields';
import { estimateCepField } from './shipping-estimate';

// The cart has no upper bound per line (requirements §5); these caps only keep a request sane.
export const CART_MAX_LINES = 100;
export const CART_MAX_QUANTITY = 9999;

export const INVALID_PRODUCT_MESSAGE = 'Produto inválido.';
export const INVALID_QUANTITY_MESSAGE = 'Quantidade inválida.';
export const TOO_MANY_LINES_MESSAGE = `O carrinho aceita no máximo ${CART_MAX_LINES} produtos diferentes.`;
export const EMPTY_CART_MESSAGE = 'Seu carrinho está vazio';

export const cartLineSchema = z.object(
  {
    productId: serialId(INVALID_PRODUCT_MESSAGE),
    quantity: wholeNumber(INVALID_QUANTITY_MESSAGE, 1, CART_MAX_QUANTITY),
  },
  objectError,
);

export type CartLineInput = z.infer<typeof cartLineSchema>;

export const cartLinesSchema = z.array(cartLineSchema, { error: 'Itens do carrinho inválidos.' }).max(CART_MAX_LINES, { error: TOO_MANY_LINES_MESSAGE });

/** Body of PUT /api/store/cart and POST /api/store/cart/merge. */
export const cartBodySchema = z.object({ items: cartLinesSchema }, objectError);

/**
 * `?ids=3,7,12`: the products whose current price and stock the cart page needs. With the visitor's
 * remembered CEP (`&cep=01310100&qty=1,2,1`, quantities in the order of `ids`, 1 each when absent)
 * the answer also carries the delivery estimate for those lines (decision 075).
 */
export const cartCheckQuerySchema = z
  .object({
    ids: z
      .string({ error: 'Informe os produtos.' })
      .regex(/^\d{1,9}(,\d{1,9})*$/, { error: 'Lista de produtos inválida.' })
      .transform((value) => value.split(',').map(Number)),
    qty: z
      .string({ error: INVALID_QUANTITY_MESSAGE })
      .regex(/^\d{1,4}(,\d{1,4})*$/, { error: INVALID_QUANTITY_MESSAGE })
      .transform((value) => value.split(',').map(Number))
      .refine((qs) => qs.every((q) => q >= 1 && q <= CART_MAX_QUANTITY), { error: INVALID_QUANTITY_MESSAGE })
      .optional(),
    cep: estimateCepField.optional(),
  })
  .refine((v) => !v.qty || v.qty.length === v.ids.length, { error: 'Informe uma quantidade para cada produto.', path: ['qty'] })
  .transform(({ ids, qty, cep }) => {
    const items = mergeCartLines(ids.map((productId, i) => ({ productId, quantity: qty?.[i] ?? 1 })));
    return { ids: items.map((i) => i.productId), items, cep };
  })
  .refine((v) => v.ids.length <= CART_MAX_LINES, { error: TOO_MANY_LINES_MESSAGE });

/** Sums the quantities of repeated products, keeping the first position of each. */
export function mergeCartLines(lines: readonly CartLineInput[]): CartLineInput[] {
  return [...sumByProduct(lines)].map(([productId, quantity]) => ({ productId, quantity: Math.min(quantity, CART_MAX_QUANTITY) }));
}
