import { eq, sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY, type CartLineInput, mergeCartLines } from '../../../domain/schemas/cart';
import type { Db, Tx } from '../../db/client';
import { cartItems } from '../../db/schema';
import { productsById } from '../products';
import { getCart } from './get-cart';

/** Lines of products that exist; unknown ids (a stale browser cart) are dropped, not a 500. */
async function knownLines(tx: Tx, lines: CartLineInput[]): Promise<CartLineInput[]> {
  const merged = mergeCartLines(lines);
  if (merged.length === 0) return [];
  const found = await productsById(
    tx,
    merged.map((l) => l.productId),
  );
  return merged.filter((l) => found.has(l.productId));
}

/** Line timestamps one millisecond apart keep the lines in the order they were given. */
const stamped = (userId: string, lines: CartLineInput[]) => {
  const base = Date.now();
  return lines.map((l, i) => ({ userId, ...l, updatedAt: new Date(base + i) }));
};

/** PUT: the browser's cart replaces the saved one. */
export async function replaceCart(db: Db, userId: string, lines: CartLineInput[]) {
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    const known = await knownLines(tx, lines);
    if (known.length) await tx.insert(cartItems).values(stamped(userId, known));
  });
  return getCart(db, userId);
}

/** At login: the guest's lines join the saved cart, quantities of the same product summed. */
export async function mergeCart(db: Db, userId: string, lines: CartLineInput[]) {
  await db.transaction(async (tx) => {
    const known = await knownLines(tx, lines);
    if (known.length === 0) return;
    await tx
      .insert(cartItems)
      .values(stamped(userId, known))
      // A line already saved keeps its place; the guest's new ones follow it.
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`LEAST(${cartItems.quantity} + excluded.quantity, ${CART_MAX_QUANTITY})` },
      });
  });
  return getCart(db, userId);
}
