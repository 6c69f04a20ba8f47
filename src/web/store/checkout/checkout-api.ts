import type { Address } from '@/domain/api/addresses';
import type { BoletoInfo, CustomerOrder, PaymentProviderInfo, PixInfo } from '@/domain/api/orders';
import type { PickupStore, PickupStoresInput } from '@/domain/pickups';
import { api } from '../../lib/api';
import type { CardToken } from './mercadopago-card-fields';

export type { Address, BoletoInfo, CustomerOrder, PixInfo };

export type PlacedOrder = { order: CustomerOrder; created: boolean; pix?: PixInfo; boleto?: BoletoInfo };

export const placeOrder = (body: unknown) => api<PlacedOrder>('/api/store/orders', { body });

/** Who takes the payments: read once per visit, before the payment step needs it. */
export const paymentProviderQuery = {
  queryKey: ['store', 'payment-provider'] as const,
  queryFn: () => api<PaymentProviderInfo>('/api/store/payment-provider'),
  staleTime: Number.POSITIVE_INFINITY,
};

/**
 * The sandbox's card form (decision 060): the card typed at checkout becomes a one-time token, as
 * Mercado Pago's card form would make one; the order is sent with the token only.
 */
export const sandboxCardToken = (card: { cardNumber: string; cardName: string; cardExpiry: string; cardCvv: string }) =>
  api<CardToken>('/api/store/payment-provider/card-token', { body: card });

export const checkoutKeys = {
  all: ['store', 'checkout'] as const,
  pickupStores: (items: PickupStoresInput['items']) => [...checkoutKeys.all, 'pickup-stores', items] as const,
};

/**
 * 'Retirar na loja': the stores that have every item of the cart now. Read again when the cart
 * changes and every minute the step stays open; the order's reservation is what settles it.
 */
export const pickupStoresQuery = (items: PickupStoresInput['items']) => ({
  queryKey: checkoutKeys.pickupStores(items),
  queryFn: () => api<{ stores: PickupStore[] }>('/api/store/pickups/stores', { body: { items } }),
  staleTime: 60_000,
});
