import { desc, eq, sql } from 'drizzle-orm';
import type { MySpecialOrder } from '../../../domain/schemas/special-orders';
import type { DbOrTx } from '../../db/client';
import { specialOrders, stores } from '../../db/schema';
import { outerColumn } from '../../http/list-query';

/** A customer's own special orders, newest first, for 'Minhas Encomendas' in the profile. */
export async function listMySpecialOrders(db: DbOrTx, userId: string): Promise<MySpecialOrder[]> {
  const o = specialOrders;
  const rows = await db
    .select({
      id: o.id,
      code: o.code,
      createdAt: o.createdAt,
      status: o.status,
      products: sql<
        string[] | null
      >`(SELECT array_agg(i.quantity || ' × ' || i.product_name ORDER BY i.id) FROM special_order_items i WHERE i.special_order_id = ${outerColumn(o.id)})`,
      storeName: stores.name,
    })
    .from(o)
    .leftJoin(stores, eq(stores.id, o.storeId))
    .where(eq(o.customerUserId, userId))
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(100);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), products: r.products ?? [] }));
}
