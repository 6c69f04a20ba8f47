import { sql } from 'drizzle-orm';
import { PICKUP_STORE_UNAVAILABLE_MESSAGE } from '../../../domain/pickups';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';

export type PickupPlace = { storeId: number; locationId: number; name: string; address: string };

/**
 * The store a 'Retirar na loja' checkout chose, as the place its order reserves at (decision 070):
 * a physical store of Cadastros → Lojas (not 'Online', which is the warehouse's channel) with its
 * place. Whether the place has the items is checked under the products' lock by placeOrder.
 */
export async function pickupPlaceOf(db: DbOrTx, storeId: number): Promise<PickupPlace> {
  const result = await db.execute<{ store_id: number; location_id: number; name: string; address: string }>(sql`
    SELECT s.id AS store_id, l.id AS location_id, s.name, s.address
    FROM stores s JOIN stock_locations l ON l.store_id = s.id AND l.kind = 'store'
    WHERE s.id = ${storeId} AND s.type <> 'Online'`);
  const r = result.rows[0];
  if (!r) throw new AppError('PICKUP_STORE_UNAVAILABLE', PICKUP_STORE_UNAVAILABLE_MESSAGE);
  return { storeId: Number(r.store_id), locationId: Number(r.location_id), name: r.name, address: r.address };
}
