import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../http/errors';

export const ORDER_NOT_FOUND_MESSAGE = 'Pedido não encontrado.';

/** The order row when it belongs to this customer; another customer's order is simply not found. */
export async function getOwnOrderRow(db: DbOrTx, userId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return row;
}
