import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  PICKED_UP_NOTE,
  PICKUP_CODE_MAX_WRONG,
  PICKUP_CODE_WINDOW_MINUTES,
  PICKUP_NOT_READY_MESSAGE,
  TOO_MANY_PICKUP_CODES_MESSAGE,
  WRONG_PICKUP_CODE_MESSAGE,
} from '../../../domain/pickups';
import type { SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { orders, pickupCodeAttempts } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { tooManyAttempts } from '../../http/throttle';
import { setOrderStatus } from '../orders';
import type { StoreScope } from '../permissions';
import { readPickupOrder } from './read-pickup-order';

/** The typed code against the order's, in constant time (both are six ASCII digits once parsed). */
export function samePickupCode(stored: string | null, typed: string): boolean {
  if (!stored || stored.length !== typed.length) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(typed));
}

export const ALREADY_PICKED_UP_MESSAGE = 'Este pedido já foi retirado.';

/** Seconds until the order takes codes again: when the oldest of its last wrong codes leaves the window; 0 while it may. */
async function lockedOutFor(tx: Tx, orderId: string): Promise<number> {
  const result = await tx.execute<{ wrong: number; retry_after: number | null }>(sql`
    SELECT count(*)::int AS wrong,
           ceil(extract(epoch FROM min(created_at) + make_interval(mins => ${PICKUP_CODE_WINDOW_MINUTES}) - now()))::int AS retry_after
      FROM (SELECT created_at FROM pickup_code_attempts
             WHERE order_id = ${orderId} AND created_at > now() - make_interval(mins => ${PICKUP_CODE_WINDOW_MINUTES})
             ORDER BY created_at DESC LIMIT ${PICKUP_CODE_MAX_WRONG}) recent`);
  const row = result.rows[0];
  return row && Number(row.wrong) >= PICKUP_CODE_MAX_WRONG ? Math.max(1, Number(row.retry_after ?? 1)) : 0;
}

/**
 * The code against the order's under its lock, so guesses sent together (from several instances
 * too) take turns: each finds the wrong codes before it and leaves its own (who, when) before the
 * lock goes (decision 078). With five wrong in 15 minutes, nothing is compared, not even the right code.
 * True when the code was wrong; a status that takes no code is left for the move to say.
 */
async function checkPickupCode(db: Db, user: SessionUser, orderId: string, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ status: orders.status, pickupCode: orders.pickupCode }).from(orders).where(eq(orders.id, orderId)).for('update');
    const wait = await lockedOutFor(tx, orderId);
    if (wait > 0) throw tooManyAttempts(TOO_MANY_PICKUP_CODES_MESSAGE, wait);
    if (row?.status !== 'ready_for_pickup' || samePickupCode(row.pickupCode, code)) return false;
    await tx.insert(pickupCodeAttempts).values({ orderId, userId: user.id, userName: user.name });
    return true;
  });
}

/**
 * 'Retirado': the customer showed the code the e-mail gave them; the order moves on and its
 * reservation at the store leaves with the sale movement (the order's stock, set-order-status.ts),
 * once — a second hand-over finds it 'Retirado' already (409). A wrong code moves nothing and is
 * counted: the sixth attempt within 15 minutes of five wrong ones is refused (429).
 */
export async function handOverPickup(db: Db, user: SessionUser, scope: StoreScope, orderId: string, code: string, version?: number) {
  const order = await readPickupOrder(db, orderId, scope);
  if (await checkPickupCode(db, user, order.id, code)) throw new AppError('WRONG_PICKUP_CODE', WRONG_PICKUP_CODE_MESSAGE);
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
