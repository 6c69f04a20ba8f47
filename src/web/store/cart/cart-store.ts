import type { CartProduct } from '@/domain/api/cart';

export type CartItem = {
  productId: number;
  name: string;
  priceCents: number;
  imageUrl: string;
  stock: number;
  quantity: number;
};

// Requirements §9: the cart lives in local storage under the "cart" key (JSON).
export const CART_KEY = 'cart';
type Listener = () => void;
type ChangeListener = (items: CartItem[]) => void;
const listeners = new Set<Listener>();
const changeListeners = new Set<ChangeListener>();
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

/** `byUser`: a change the shopper made (sent to the server cart), not one that came from it. */
function write(next: CartItem[], byUser = true) {
  items = next;
  localStorage.setItem(CART_KEY, JSON.stringify(items));
  for (const l of listeners) l();
  if (byUser) for (const l of changeListeners) l(items);
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
  /** Called after every change the shopper makes (the server sync listens here). */
  onUserChange(l: ChangeListener) {
    changeListeners.add(l);
    return () => changeListeners.delete(l);
  },
  /** Adding a product already in the cart increases its quantity (requirements §5). */
  add(item: Omit<CartItem, 'quantity'>, quantity = 1) {
    const existing = items.find((i) => i.productId === item.productId);
    if (existing) write(items.map((i) => (i.productId === item.productId ? { ...i, ...item, quantity: i.quantity + quantity } : i)));
    else write([...items, { ...item, quantity }]);
  },
  /** A quantity of 0 or less removes the line (requirements §5). */
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
  /** Takes the server's copy (at login, or on another device's changes) without sending it back. */
  load(next: CartItem[]) {
    write(next, false);
  },
  /** Refreshes name, price, picture and stock from the catalogue; quantities stay as they are. */
  refresh(products: readonly CartProduct[]) {
    const byId = new Map(products.map((p) => [p.id, p]));
    let changed = false;
    const next = items.map((i) => {
      const p = byId.get(i.productId);
      if (!p || (p.name === i.name && p.priceCents === i.priceCents && p.stock === i.stock && p.imageUrl === i.imageUrl)) return i;
      changed = true;
      return { ...i, name: p.name, priceCents: p.priceCents, stock: p.stock, imageUrl: p.imageUrl };
    });
    if (changed) write(next, false);
  },
};
