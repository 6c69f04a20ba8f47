import { sql } from 'drizzle-orm';
import type { PickupStore } from '../../../domain/pickups';
import { mergeCartLines } from '../../../domain/schemas/cart';
import type { DbOrTx } from '../../db/client';

/**
 * The physical stores (Cadastros → Lojas, not 'Online') whose place has every line of the cart
 * available now (on hand − reserved), by name: what the checkout offers for 'Retirar na loja'.
 * Only the store's public face leaves the server — no stock figures. `onlyStoreId` asks about one
 * store (placeOrder's check before it reserves; the reservation itself settles a race).
 */
export async function listPickupStores(db: DbOrTx, items: readonly { productId: number; quantity: number }[], onlyStoreId?: number): Promise<PickupStore[]> {
  const lines = mergeCartLines(items).map((l) => ({ product_id: l.productId, quantity: l.quantity }));
  if (lines.length === 0) return [];
  const result = await db.execute<{ id: number; name: string; address: string }>(sql`
    SELECT s.id, s.name, s.address
    FROM stores s
    JOIN stock_locations l ON l.store_id = s.id AND l.kind = 'store'
    WHERE s.type <> 'Online'
      ${onlyStoreId === undefined ? sql`` : sql`AND s.id = ${onlyStoreId}`}
      AND NOT EXISTS (
        SELECT 1 FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS w(product_id int, quantity int)
        LEFT JOIN stock_balances b ON b.product_id = w.product_id AND b.location_id = l.id
        WHERE coalesce(b.on_hand - b.reserved, 0) < w.quantity
      )
    ORDER BY s.name, s.id`);
  return result.rows.map((r) => ({ id: Number(r.id), name: r.name, address: r.address }));
}
