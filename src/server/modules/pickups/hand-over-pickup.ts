import { timingSafeEqual } from 'node:crypto';
import { PICKED_UP_NOTE, PICKUP_NOT_READY_MESSAGE, WRONG_PICKUP_CODE_MESSAGE } from '../../../domain/pickups';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../http/errors';
import { setOrderStatus } from '../orders';
import type { StoreScope } from '../permissions';
import { readPickupOrder } from './read-pickup-order';

/** The typed code against the order's, in constant time (both are six ASCII digits once parsed). */
export function samePickupCode(stored: string | null, typed: string): boolean {
  if (!stored || stored.length !== typed.length) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(typed));
}

export const ALREADY_PICKED_UP_MESSAGE = 'Este pedido já foi retirado.';

/**
 * 'Retirado': the customer showed the code the e-mail gave them; the order moves on and its
 * reservation at the store leaves with the sale movement (the order's stock, set-order-status.ts),
 * once — a second hand-over finds it 'Retirado' already (409). A wrong code moves nothing.
 */
export async function handOverPickup(db: Db, user: SessionUser, scope: StoreScope, orderId: string, code: string, version?: number) {
  const order = await readPickupOrder(db, orderId, scope);
  const moved = await setOrderStatus(db, {
    orderId: order.id,
    status: 'picked_up',
    user,
    version,
    note: PICKED_UP_NOTE,
    pickupStep: async (_tx, row) => {
      if (row.status !== 'ready_for_pickup') throw new AppError('MOVE_NOT_ALLOWED', PICKUP_NOT_READY_MESSAGE);
      if (!samePickupCode(row.pickupCode, code)) throw new AppError('WRONG_PICKUP_CODE', WRONG_PICKUP_CODE_MESSAGE);
      return undefined;
    },
  });
  if (!moved) throw conflict(ALREADY_PICKED_UP_MESSAGE);
}
