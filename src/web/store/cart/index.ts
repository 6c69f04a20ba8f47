// What other features use of cart (docs/DEVELOPING.md, 'Feature walls').

export { cartKeys } from './cart-api';
export { type CartItem, cartStore } from './cart-store';
export { useCart, useCartLoadedFor } from './use-cart';
