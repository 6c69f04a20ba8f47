import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Address } from '@/domain/api/addresses';
import type { ProductCard } from '@/domain/api/catalog';
import type { CustomerInvoice } from '@/domain/api/fiscal';
import type { CustomerOrder, LastBuyer, ShippingAddress } from '@/domain/api/orders';
import type { savedAddressSchema } from '@/domain/schemas/account';
import type { MySpecialOrder } from '@/domain/schemas/special-orders';
import { api, apiErrorOf } from '../../lib/api';
import type { ChangeEffects } from '../../lib/change-effects';
import { saveBlob } from '../../lib/save-blob';

export type { Address, CustomerInvoice, CustomerOrder };
export type FavoriteProduct = ProductCard;

/** Every storefront query starts with it: what a visitor sees, as the customer who just left saw it. */
export const storefrontKeys = { all: ['store'] as const };

/** A storefront read whose key spells its path: ['store', 'orders'] is GET /api/store/orders. */
function storeQuery<T>(...path: string[]) {
  return {
    queryKey: ['store', ...path] as const,
    queryFn: () => api<T>(`/api/store/${path.map(encodeURIComponent).join('/')}`),
  };
}

export const ordersQuery = storeQuery<{ orders: CustomerOrder[] }>('orders');

/** The CPF/CNPJ of the customer's last order, which the checkout starts from (under the orders' key: a new order refreshes it). */
export const lastBuyerQuery = storeQuery<{ buyer: LastBuyer | null }>('orders', 'last-buyer');

/** Where the customer's last order went: the checkout offers it again (under the orders' key: a new order refreshes it). */
export const lastAddressQuery = storeQuery<{ address: ShippingAddress | null }>('orders', 'last-address');

/** Perfil → Pedidos with one order open: where the customer lands after paying. */
export const orderPagePath = (orderId: string) => `/perfil?tab=pedidos&pedido=${encodeURIComponent(orderId)}`;

/** The NF-e of the customer's orders (issue 28): authorised ones with their DANFE and XML, and cancelled ones. */
export const invoicesQuery = storeQuery<{ items: CustomerInvoice[] }>('invoices');

/** One of the customer's orders, as GET /api/store/orders/:id answers (the Pix and boleto dialogs ask it until the payment arrives). */
export const orderQuery = (orderId: string) => storeQuery<{ order: CustomerOrder }>('orders', orderId);

export const pixQuery = (orderId: string) => storeQuery<{ payload: string; qrUrl: string }>('orders', orderId, 'pix');

export const addressesQuery = storeQuery<{ addresses: Address[] }>('addresses');

export const favoritesQuery = storeQuery<{ items: FavoriteProduct[] }>('favorites');

/** Adds (no id) or changes a saved address: what the address schema accepts (the checkout's typed address too). */
export const saveAddress = (input: z.input<typeof savedAddressSchema>, id?: number) =>
  id === undefined
    ? api<{ address: Address }>('/api/store/addresses', { body: input })
    : api<{ address: Address }>(`/api/store/addresses/${id}`, { method: 'PATCH', body: input });

export const deleteAddress = (id: number) => api<{ ok: true }>(`/api/store/addresses/${id}`, { method: 'DELETE' });

export const makeDefaultAddress = (id: number) => api<{ ok: true }>(`/api/store/addresses/${id}/default`, { body: {} });

export const removeFavorite = (productId: number) => api<{ ok: true }>(`/api/store/favorites/${productId}`, { method: 'DELETE' });

/**
 * A change to one of the customer's lists (addresses, favourites), pending (buttons disabled) until
 * the list is read again and shows it; then the screen's `onSuccess` (its toast, closing a dialog).
 */
function useListChange<V, R>(list: QueryKey, mutationFn: (vars: V) => Promise<R>, effects: ChangeEffects<R, V>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data: R, vars: V) => {
      await qc.invalidateQueries({ queryKey: list });
      await effects.onSuccess?.(data, vars);
    },
    onError: effects.onError,
  });
}

/** 'Salvar' in the address form: adds (no `id`) or changes the address. */
export const useSaveAddress = (id: number | undefined, effects: ChangeEffects<{ address: Address }, z.input<typeof savedAddressSchema>>) =>
  useListChange(addressesQuery.queryKey, (input: z.input<typeof savedAddressSchema>) => saveAddress(input, id), effects);

export const useMakeDefaultAddress = (id: number, effects: ChangeEffects<{ ok: true }, void>) =>
  useListChange(addressesQuery.queryKey, () => makeDefaultAddress(id), effects);

export const useDeleteAddress = (id: number, effects: ChangeEffects<{ ok: true }, void>) =>
  useListChange(addressesQuery.queryKey, () => deleteAddress(id), effects);

export const useRemoveFavorite = (productId: number, effects: ChangeEffects<{ ok: true }, void>) =>
  useListChange(favoritesQuery.queryKey, () => removeFavorite(productId), effects);

export const updateProfile = (input: { name: string; phone: string }) => api<{ user: unknown }>('/api/me', { method: 'PATCH', body: input });

export const changePassword = (currentPassword: string, newPassword: string) =>
  api<{ token: string | null }>('/api/auth/change-password', { body: { currentPassword, newPassword, revokeOtherSessions: true } });

export const deleteAccount = (password: string) => api<{ ok: true }>('/api/store/account', { method: 'DELETE', body: { password } });

/** Downloads the account export as the server names it. */
export async function downloadMyData(): Promise<void> {
  const res = await fetch('/api/store/account/export', { credentials: 'same-origin' });
  if (!res.ok) throw await apiErrorOf(res);
  saveBlob(await res.blob(), 'meus-dados-luz-da-fe.json');
}

/** 'Minhas Encomendas': the customer's special orders made in a store, with their status. */
export const specialOrdersQuery = {
  queryKey: ['store', 'special-orders'] as const,
  queryFn: () => api<{ items: MySpecialOrder[] }>('/api/store/special-orders').then((r) => r.items),
};
