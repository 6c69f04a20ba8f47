import { sql } from 'drizzle-orm';
import type { MySpecialOrder } from '../../../domain/schemas/special-orders';
import type { DbOrTx } from '../../db/client';

/** A customer's own special orders, newest first, for 'Minhas Encomendas' in the profile. */
export async function listMySpecialOrders(db: DbOrTx, userId: string): Promise<MySpecialOrder[]> {
  const rows = await db.execute<{ id: number; code: string; created_at: string | Date; status: string; products: string[] | null; store_name: string | null }>(sql`
    SELECT o.id, o.code, o.created_at, o.status, st.name AS store_name,
           (SELECT array_agg(i.quantity || ' × ' || i.product_name ORDER BY i.id) FROM special_order_items i WHERE i.special_order_id = o.id) AS products
    FROM special_orders o LEFT JOIN stores st ON st.id = o.store_id
    WHERE o.customer_user_id = ${userId}
    ORDER BY o.created_at DESC, o.id DESC LIMIT 100`);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    createdAt: new Date(r.created_at).toISOString(),
    status: r.status,
    products: r.products ?? [],
    storeName: r.store_name,
  }));
}
