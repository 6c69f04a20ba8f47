import type { z } from 'zod';
import type { CartCheck, ServerCartLine } from '@/domain/api/cart';
import type { cartBodySchema } from '@/domain/schemas/cart';
import { api } from '../../lib/api';

type CartBody = z.input<typeof cartBodySchema>;

export const cartKeys = {
  check: ['store', 'cart-check'] as const,
  checkOf: (ids: readonly number[]) => ['store', 'cart-check', ids.join(',')] as const,
};

/**
 * Current price and stock of these products (any visitor). With the visitor's remembered CEP and the
 * lines' quantities the answer also carries their delivery estimate (decision 075).
 */
export const checkCartProducts = (ids: readonly number[], estimateFor?: { cep: string; quantities: readonly number[] }) =>
  api<CartCheck>(`/api/store/cart/check?ids=${ids.join(',')}${estimateFor ? `&qty=${estimateFor.quantities.join(',')}&cep=${estimateFor.cep}` : ''}`);

/** The signed-in customer's cart: read, replaced whole (last write wins), or merged with a guest's lines at sign-in. */
export const fetchServerCart = () => api<{ items: ServerCartLine[] }>('/api/store/cart');
export const replaceServerCart = (items: CartBody['items']) => api<{ items: ServerCartLine[] }>('/api/store/cart', { method: 'PUT', body: { items } });
export const mergeServerCart = (items: CartBody['items']) => api<{ items: ServerCartLine[] }>('/api/store/cart/merge', { body: { items } });
