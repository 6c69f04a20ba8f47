import { eq } from 'drizzle-orm';
import { ORDER_NOT_FOUND_MESSAGE } from '../../../domain/schemas/admin-orders';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order row locked for this transaction, so two status changes cannot interleave. */
export async function lockOrder(tx: Tx, orderId: string) {
  if (!UUID.test(orderId)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return row;
}
