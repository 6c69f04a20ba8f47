import { useSyncExternalStore } from 'react';

export type CartItem = {
  productId: number;
  name: string;
  priceCents: number;
  imageUrl: string;
  stock: number;
  quantity: number;
};

// SPEC 9: the cart lives in local storage under the "cart" key (JSON).
export const CART_KEY = 'cart';
type Listener = () => void;
const listeners = new Set<Listener>();
let items: CartItem[] = read();

function read(): CartItem[] {
  if (typeof localStorage === 'undefined') return [];
  try {
    const parsed = JSON.parse(localStorage.getItem(CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((i) => i && typeof i.productId === 'number' && i.quantity > 0) : [];
  } catch {
    return [];
  }
}

function write(next: CartItem[]) {
  items = next;
  localStorage.setItem(CART_KEY, JSON.stringify(items));
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  // Keep tabs in step with each other.
  window.addEventListener('storage', (e) => {
    if (e.key === CART_KEY) {
      items = read();
      for (const l of listeners) l();
    }
  });
}

export const cartStore = {
  get: () => items,
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Adding a product already in the cart increases its quantity (SPEC 5). */
  add(item: Omit<CartItem, 'quantity'>, quantity = 1) {
    const existing = items.find((i) => i.productId === item.productId);
    if (existing) write(items.map((i) => (i.productId === item.productId ? { ...i, ...item, quantity: i.quantity + quantity } : i)));
    else write([...items, { ...item, quantity }]);
  },
  /** A quantity of 0 or less removes the line (SPEC 5). */
  setQuantity(productId: number, quantity: number) {
    if (quantity <= 0) write(items.filter((i) => i.productId !== productId));
    else write(items.map((i) => (i.productId === productId ? { ...i, quantity } : i)));
  },
  remove(productId: number) {
    write(items.filter((i) => i.productId !== productId));
  },
  replace(next: CartItem[]) {
    write(next);
  },
  clear() {
    write([]);
  },
};

export function useCart() {
  const current = useSyncExternalStore(cartStore.subscribe, cartStore.get, () => []);
  return {
    items: current,
    count: current.reduce((n, i) => n + i.quantity, 0),
    totalCents: current.reduce((n, i) => n + i.priceCents * i.quantity, 0),
  };
}
