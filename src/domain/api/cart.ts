import type { ShippingEstimate } from '../shipping';

// Cart: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
export type ServerCartLine = { productId: number; name: string; priceCents: number; imageUrl: string; stock: number; quantity: number };

/** What a cart line needs to know about its product, always read fresh from the database. */
export type CartProduct = {
  id: number;
  name: string;
  priceCents: number;
  stock: number;
  imageUrl: string;
  /** False when the product left the online shop: it can no longer be bought. */
  available: boolean;
};

/** GET /api/store/cart/check: with `cep`, also the delivery estimate of the lines asked (null when it could not be made). */
export type CartCheck = { products: CartProduct[]; estimate?: ShippingEstimate | null };
