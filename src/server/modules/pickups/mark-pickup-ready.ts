import { randomInt } from 'node:crypto';
import { isOrderStatus, ORDER_STATUS_LABELS } from '../../../domain/order-status';
import { collectByOf, DEFAULT_PICKUP_DAYS, PICKUP_ALREADY_READY_MESSAGE, PICKUP_NOT_PAID_MESSAGE, PICKUP_READY_NOTE } from '../../../domain/pickups';
import { moveNotAllowedMessage } from '../../../domain/workflow/define-workflow';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { readShopSettings } from '../../db/settings-store';
import { AppError, conflict } from '../../http/errors';
import { enqueueSql } from '../../mail/outbox';
import { setOrderStatus } from '../orders';
import type { StoreScope } from '../permissions';
import { pickupReadyEmail } from './pickup-email';
import { readPickupOrder } from './read-pickup-order';

/** Six digits, every one as likely (crypto's randomInt, not Math.random: the code hands goods over). */
export const newPickupCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * 'Pronto para retirada': a paid pickup order of the user's store gets its code, and the customer
 * the e-mail with it — queued in the move's transaction, so it goes once: a second click finds the
 * order ready already (409) and sends nothing.
 */
export async function markPickupReady(db: Db, user: SessionUser, scope: StoreScope, orderId: string, version?: number) {
  const order = await readPickupOrder(db, orderId, scope);
  const days = (await readShopSettings(db)).pickupDays ?? DEFAULT_PICKUP_DAYS;
  const moved = await setOrderStatus(db, {
    orderId: order.id,
    status: 'ready_for_pickup',
    user,
    version,
    note: PICKUP_READY_NOTE,
    pickupStep: async (tx, row) => {
      // From a placed or processing order only: a cancelled one is not made ready (it would take its stock again).
      if (row.status !== 'pending' && row.status !== 'processing') {
        const from = isOrderStatus(row.status) ? ORDER_STATUS_LABELS[row.status] : row.status;
        throw new AppError('MOVE_NOT_ALLOWED', moveNotAllowedMessage(from, ORDER_STATUS_LABELS.ready_for_pickup));
      }
      if (row.paymentStatus !== 'paid') throw new AppError('PAYMENT_NOT_SETTLED', PICKUP_NOT_PAID_MESSAGE);
      const code = newPickupCode();
      const readyAt = new Date();
      await tx.execute(
        enqueueSql(
          pickupReadyEmail({
            orderId: order.id,
            customerName: order.customerName,
            accountEmail: order.accountEmail,
            storeName: order.storeName,
            storeAddress: order.storeAddress,
            code,
            collectBy: collectByOf(readyAt, days),
          }),
        ),
      );
      // Made ready again (after a move back to Processando): the term starts over.
      return { pickupCode: code, pickupReadyAt: readyAt, pickupExpiredAt: null, pickupExpiredMailedAt: null };
    },
  });
  if (!moved) throw conflict(PICKUP_ALREADY_READY_MESSAGE);
}
