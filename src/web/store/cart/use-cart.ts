import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../../auth/session';
import { cartStore } from './cart-store';
import { cartSyncState, syncCartWithSession } from './cart-sync';

/**
 * The cart, kept in step with the signed-in customer's server cart: the header mounts this on
 * every storefront page, so a login merges the guest cart and a logout leaves the device empty.
 */
export function useCart() {
  const current = useSyncExternalStore(cartStore.subscribe, cartStore.get, () => []);
  const { user, loading } = useSession();
  const userId = user?.id ?? null;
  const role = user?.role ?? null;
  useEffect(() => {
    if (!loading) void syncCartWithSession(userId && role ? { id: userId, role } : null);
  }, [loading, userId, role]);
  return {
    items: current,
    count: current.reduce((n, i) => n + i.quantity, 0),
    totalCents: current.reduce((n, i) => n + i.priceCents * i.quantity, 0),
  };
}

/** True once the cart of this account (or of a guest, for null) has been loaded from the server. */
export function useCartLoadedFor(userId: string | null): boolean {
  return useSyncExternalStore(
    cartSyncState.subscribe,
    () => cartSyncState.settledFor() === userId,
    () => false,
  );
}
