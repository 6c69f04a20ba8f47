import { and, eq, ne } from 'drizzle-orm';
import { todayIso } from '../../../domain/dates';
import { merchandiseRequestWorkflow, STALE_REQUEST_MESSAGE } from '../../../domain/requests';
import { type MerchandiseStatusMove, REQUEST_NOT_FOUND_MESSAGE } from '../../../domain/schemas/requests';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { merchandiseRequestItems, merchandiseRequests } from '../../db/schema';
import { AppError } from '../../http/errors';
import { moveDocument } from '../../workflow/move-document';
import { createStockExit } from '../stock';

export const NOTHING_TO_SHIP_MESSAGE = 'Nenhum item para enviar: todos os itens estão em falta.';

/**
 * A merchandise request's status. 'Enviado' posts, in the same transaction, the stock exit to the
 * request's store for every item not marked 'Item em Falta' (through the exits function, so short
 * stock refuses the move with the exits' message and nothing is written), marks those items
 * 'Item Enviado', and stores the exit and the shipping times on the request.
 */
export async function moveMerchandiseRequest(db: Db, user: SessionUser, id: number, move: MerchandiseStatusMove) {
  const shipping = move.status === 'Enviado';
  return moveDocument(db, {
    table: merchandiseRequests,
    workflow: merchandiseRequestWorkflow,
    id,
    to: move.status,
    version: move.version,
    note: move.note,
    data: shipping ? { shippingTime: move.shippingTime ?? '', receiveTime: move.receiveTime ?? '' } : undefined,
    user,
    notFoundMessage: REQUEST_NOT_FOUND_MESSAGE,
    staleMessage: STALE_REQUEST_MESSAGE,
    effects: async (tx, row) => {
      if (!shipping) return undefined;
      const items = await tx
        .select()
        .from(merchandiseRequestItems)
        .where(and(eq(merchandiseRequestItems.requestId, id), ne(merchandiseRequestItems.status, 'Item em Falta')));
      if (items.length === 0) throw new AppError('NOTHING_TO_SHIP', NOTHING_TO_SHIP_MESSAGE);
      const { exit } = await createStockExit(tx, user, {
        storeId: row.storeId,
        exitDate: move.exitDate ?? todayIso(),
        notes: `Solicitação de mercadoria ${row.code}`,
        items: items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
        source: { type: 'merchandise_request', id },
        idempotencyKey: move.idempotencyKey,
      });
      await tx
        .update(merchandiseRequestItems)
        .set({ status: 'Item Enviado' })
        .where(and(eq(merchandiseRequestItems.requestId, id), ne(merchandiseRequestItems.status, 'Item em Falta')));
      return { exitId: exit.id, shippingTime: move.shippingTime || null, receiveTime: move.receiveTime || null };
    },
  });
}
