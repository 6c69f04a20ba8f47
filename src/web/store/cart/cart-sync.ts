import type { ServerCartLine } from '@/domain/api/cart';
import { fetchServerCart, mergeServerCart, replaceServerCart } from './cart-api';
import { type CartItem, cartStore } from './cart-store';

// Whose server cart the local one mirrors. Absent: the lines are a guest's, to be merged at login.
const OWNER_KEY = 'cart-owner';

let sessionUser: string | null | undefined;
// The account whose cart has been loaded on this page (null: a guest's), for screens that must
// not judge the cart before it arrived (the checkout redirects an empty one).
let settledFor: string | null | undefined;
const settledListeners = new Set<() => void>();
function settle(id: string | null) {
  settledFor = id;
  for (const l of settledListeners) l();
}

export const cartSyncState = {
  subscribe(l: () => void) {
    settledListeners.add(l);
    return () => settledListeners.delete(l);
  },
  settledFor: () => settledFor,
};
let pushing = false;
let pushAgain = false;

const owner = () => localStorage.getItem(OWNER_KEY);
const setOwner = (id: string | null) => (id ? localStorage.setItem(OWNER_KEY, id) : localStorage.removeItem(OWNER_KEY));
const lines = (items: CartItem[]) => items.map(({ productId, quantity }) => ({ productId, quantity }));

/** Sends the whole cart (last write wins); one request at a time, the latest state last. */
async function push() {
  if (!sessionUser || owner() !== sessionUser) return;
  if (pushing) {
    pushAgain = true;
    return;
  }
  pushing = true;
  try {
    do {
      pushAgain = false;
      await replaceServerCart(lines(cartStore.get()));
    } while (pushAgain);
  } catch {
    // Offline or signed out meanwhile: the local cart is still right; the next change retries.
  } finally {
    pushing = false;
  }
}

let listening = false;

/** Units the shopper added while the server's cart was on its way are kept on top of it. */
function addedSince(before: Map<number, number>, server: CartItem[]): { items: CartItem[]; changed: boolean } {
  const items = server.map((i) => ({ ...i }));
  let changed = false;
  for (const local of cartStore.get()) {
    const delta = local.quantity - (before.get(local.productId) ?? 0);
    if (delta <= 0) continue;
    changed = true;
    const line = items.find((i) => i.productId === local.productId);
    if (line) line.quantity += delta;
    else items.push({ ...local, quantity: delta });
  }
  return { items, changed };
}

/**
 * Follows the session: a customer's login merges the guest lines into their server cart (or loads
 * it when this device already mirrors it); signing out leaves nothing of theirs on the device.
 */
export async function syncCartWithSession(user: { id: string; role: string } | null) {
  if (!listening) {
    cartStore.onUserChange(() => void push());
    listening = true;
  }
  const id = user?.role === 'customer' ? user.id : null;
  if (id === sessionUser) return;
  sessionUser = id;
  const mirrored = owner();
  if (!id) {
    if (mirrored) {
      setOwner(null);
      cartStore.load([]);
    }
    settle(null);
    return;
  }
  const before = new Map(cartStore.get().map((i) => [i.productId, i.quantity]));
  try {
    let result: { items: ServerCartLine[] };
    if (mirrored === id) {
      result = await fetchServerCart();
    } else {
      // Lines mirrored for another account are not this customer's to merge.
      const guestLines = mirrored ? [] : lines(cartStore.get());
      result = await mergeServerCart(guestLines);
    }
    if (sessionUser !== id) return;
    setOwner(id);
    const added = addedSince(before, result.items);
    cartStore.load(added.items);
    settle(id);
    if (added.changed) void push();
  } catch {
    // The local cart stays usable; the merge is tried again on the next session change.
    if (sessionUser === id) {
      sessionUser = undefined;
      settle(id);
    }
  }
}
