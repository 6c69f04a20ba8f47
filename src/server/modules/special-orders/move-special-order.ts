import { eq } from 'drizzle-orm';
import { SPECIAL_ORDER_READY, STALE_REQUEST_MESSAGE, specialOrderWorkflow } from '../../../domain/requests';
import { REQUEST_NOT_FOUND_MESSAGE } from '../../../domain/schemas/requests';
import type { SpecialOrderStatusMove } from '../../../domain/schemas/special-orders';
import type { AppContext, SessionUser } from '../../context';
import { specialOrderItems, specialOrders, stores, user as users } from '../../db/schema';
import { moveDocument } from '../../workflow/move-document';
import { specialOrderReadyEmail } from './special-order-email';

/**
 * A special order's status (any may be chosen, requirements §4). Moving a registered customer's order to
 * 'Pronta para Retirada' queues the customer's e-mail in the outbox in the same transaction: the
 * e-mail goes if and only if the move is saved, once per move (a repeated save of the same status
 * is not a move).
 */
export async function moveSpecialOrder(ctx: AppContext, staff: SessionUser, id: number, move: SpecialOrderStatusMove) {
  return moveDocument(ctx.database.db, {
    table: specialOrders,
    workflow: specialOrderWorkflow,
    id,
    to: move.status,
    version: move.version,
    note: move.note,
    user: staff,
    notFoundMessage: REQUEST_NOT_FOUND_MESSAGE,
    staleMessage: STALE_REQUEST_MESSAGE,
    effects: async (tx, row) => {
      if (move.status !== SPECIAL_ORDER_READY || !row.customerUserId) return undefined;
      const [customer] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, row.customerUserId));
      if (!customer) return undefined;
      const items = await tx
        .select({ name: specialOrderItems.productName, quantity: specialOrderItems.quantity })
        .from(specialOrderItems)
        .where(eq(specialOrderItems.specialOrderId, id));
      const [store] = row.storeId ? await tx.select({ name: stores.name, address: stores.address }).from(stores).where(eq(stores.id, row.storeId)) : [];
      await ctx.mailer.enqueue(
        specialOrderReadyEmail({ code: row.code, customerName: customer.name || row.customerName, to: customer.email, items, store: store ?? null }),
        tx,
      );
      return undefined;
    },
  });
}
