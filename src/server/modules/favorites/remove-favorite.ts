import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema';

/** Removes a product from the customer's favourites (idempotent: removing twice is fine). */
export async function removeFavorite(db: Db, userId: string, productId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}
