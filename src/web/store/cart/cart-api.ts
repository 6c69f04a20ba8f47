import type { z } from 'zod';
import type { CartProduct, ServerCartLine } from '@/domain/api/cart';
import type { cartBodySchema } from '@/domain/schemas/cart';
import { api } from '../../lib/api';

type CartBody = z.input<typeof cartBodySchema>;

export const cartKeys = {
  check: ['store', 'cart-check'] as const,
  checkOf: (ids: readonly number[]) => ['store', 'cart-check', ids.join(',')] as const,
};

/** Current price and stock of these products (any visitor). */
export const checkCartProducts = (ids: readonly number[]) => api<{ products: CartProduct[] }>(`/api/store/cart/check?ids=${ids.join(',')}`);

/** The signed-in customer's cart: read, replaced whole (last write wins), or merged with a guest's lines at sign-in. */
export const fetchServerCart = () => api<{ items: ServerCartLine[] }>('/api/store/cart');
export const replaceServerCart = (items: CartBody['items']) => api<{ items: ServerCartLine[] }>('/api/store/cart', { method: 'PUT', body: { items } });
export const mergeServerCart = (items: CartBody['items']) => api<{ items: ServerCartLine[] }>('/api/store/cart/merge', { body: { items } });
