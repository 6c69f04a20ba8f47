import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites, products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { PRODUCT_NOT_FOUND } from '../catalog';

/** Marks an online product as a favourite of the customer; doing it twice changes nothing. */
export async function addFavorite(db: Db, userId: string, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.availableOnline, true)));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
}
