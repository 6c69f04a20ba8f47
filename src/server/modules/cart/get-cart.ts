import { asc, eq } from 'drizzle-orm';
import type { ServerCartLine } from '../../../domain/api/cart';
import type { DbOrTx } from '../../db/client';
import { cartItems } from '../../db/schema';
import { readCartProducts } from './cart-products';

export type { ServerCartLine };

/** A customer's saved cart with today's prices; products gone from the online shop drop out. */
export async function getCart(db: DbOrTx, userId: string): Promise<{ items: ServerCartLine[] }> {
  const lines = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.updatedAt), asc(cartItems.productId));
  const products = new Map(
    (
      await readCartProducts(
        db,
        lines.map((l) => l.productId),
      )
    ).map((p) => [p.id, p]),
  );
  const items: ServerCartLine[] = [];
  for (const line of lines) {
    const p = products.get(line.productId);
    if (!p?.available) continue;
    items.push({ productId: p.id, name: p.name, priceCents: p.priceCents, imageUrl: p.imageUrl, stock: p.stock, quantity: line.quantity });
  }
  return { items };
}
