import { z } from 'zod';
import { sumByProduct } from '../sum-by-product';
import { objectError, serialId, wholeNumber } from './fields';

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

/** `?ids=3,7,12`: the products whose current price and stock the cart page needs. */
export const cartCheckQuerySchema = z.object({
  ids: z
    .string({ error: 'Informe os produtos.' })
    .regex(/^\d{1,9}(,\d{1,9})*$/, { error: 'Lista de produtos inválida.' })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= CART_MAX_LINES, { error: TOO_MANY_LINES_MESSAGE }),
});

/** Sums the quantities of repeated products, keeping the first position of each. */
export function mergeCartLines(lines: readonly CartLineInput[]): CartLineInput[] {
  return [...sumByProduct(lines)].map(([productId, quantity]) => ({ productId, quantity: Math.min(quantity, CART_MAX_QUANTITY) }));
}
