import { desc, eq } from 'drizzle-orm';
import type { ShippingAddress } from '../../../domain/api/orders';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

/** Where the customer's newest order went, which the checkout offers again; null before the first order. */
export async function getLastAddress(db: DbOrTx, userId: string): Promise<ShippingAddress | null> {
  const [last] = await db
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return last?.address ?? null;
}
