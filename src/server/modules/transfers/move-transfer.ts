import { asc, eq } from 'drizzle-orm';
import type { TransferMoveInput, TransferReceiveInput, TransferResolveInput } from '../../../domain/schemas/transfers';
import type { StockMovementKind } from '../../../domain/stock';
import { ADJUSTMENT_LOCATION_ID, DIVERGENCE_LOCATION_ID, TRANSIT_LOCATION_ID } from '../../../domain/stock-locations';
import {
  RECEIPT_LINES_MESSAGE,
  receivedOverSentMessage,
  STALE_TRANSFER_MESSAGE,
  TRANSFER_NOT_FOUND_MESSAGE,
  type TransferStatus,
  transferWorkflow,
} from '../../../domain/transfers';
import type { SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { transferItems, transfers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { inTransaction, moveDocument } from '../../workflow/move-document';
import { enqueueTransferInvoiceSql } from '../fiscal';
import type { StoreScope } from '../permissions';
import { followTransfer } from '../requests';
import { changeStock, lockIdempotencyKey, reserveStock, type StockChange } from '../stock';

import { assertDestinationInScope, assertOriginInScope, readTransferInScope, type TransferRow } from './transfer-scope';

export const ALREADY_RECEIVED_MESSAGE = 'Esta transferência já foi recebida.';
export const RECEIPT_KEY_REUSED_MESSAGE = 'Esta chave de recebimento já foi usada em outra transferência.';

type Line = typeof transferItems.$inferSelect;

const linesOf = (tx: Tx, id: number): Promise<Line[]> => tx.select().from(transferItems).where(eq(transferItems.transferId, id)).orderBy(asc(transferItems.id));

/** A movement of this transfer at a place: every stock change of a transfer refers to it. */
function movement(
  user: SessionUser,
  row: TransferRow,
  kind: StockMovementKind,
  productId: number,
  locationId: number,
  quantity: number,
  extra: Partial<StockChange> = {},
): StockChange {
  return { productId, locationId, quantity, kind, refType: 'transfer', refId: row.id, reason: row.code, userId: user.id, ...extra };
}

function move(
  db: Db | Tx,
  user: SessionUser,
  row: TransferRow,
  to: TransferStatus,
  opts: {
    version?: number;
    note?: string;
    effects?: Parameters<typeof moveDocument<TransferStatus, typeof transfers>>[1]['effects'];
    onlyIf?: (r: TransferRow) => boolean;
  },
) {
  return moveDocument(db, {
    table: transfers,
    workflow: transferWorkflow,
    id: row.id,
    to,
    version: opts.version,
    note: opts.note,
    user,
    notFoundMessage: TRANSFER_NOT_FOUND_MESSAGE,
    staleMessage: STALE_TRANSFER_MESSAGE,
    effects: opts.effects,
    onlyIf: opts.onlyIf,
  });
}

/** Separar: the lines are reserved at the origin (racing a checkout for the last unit, one wins). */
export async function separateTransfer(db: Db, user: SessionUser, scope: StoreScope, id: number, input: TransferMoveInput) {
  const row = await readTransferInScope(db, id, scope);
  assertOriginInScope(scope, row);
  return move(db, user, row, 'picked', {
    ...input,
    effects: async (tx, locked) => {
      const lines = await linesOf(tx, id);
      await reserveStock(
        tx,
        lines.map((l) => ({ productId: l.productId, locationId: locked.fromLocationId, quantity: l.quantity })),
      );
      if (locked.requestId !== null) await followTransfer(tx, user, locked.requestId, 'Separado', locked.code);
      return undefined;
    },
  });
}

/** Enviar: the reserved units leave the origin into 'Em trânsito'; the lines are locked from now on. */
export async function sendTransfer(db: Db, user: SessionUser, scope: StoreScope, id: number, input: TransferMoveInput) {
  const row = await readTransferInScope(db, id, scope);
  assertOriginInScope(scope, row);
  return move(db, user, row, 'sent', {
    ...input,
    effects: async (tx, locked) => {
      const lines = await linesOf(tx, id);
      await changeStock(
        tx,
        lines.flatMap((l) => [
          movement(user, locked, 'transfer_out', l.productId, locked.fromLocationId, -l.quantity, { fromReserved: true }),
          movement(user, locked, 'transfer_out', l.productId, TRANSIT_LOCATION_ID, l.quantity),
        ]),
      );
      if (locked.requestId !== null) await followTransfer(tx, user, locked.requestId, 'Enviado', locked.code);
      // Between two establishments (a store with its own CNPJ), the NF-e de transferência: its job is
      // queued with the send, and the provider is called by the job, outside this transaction.
      const invoiceJob = await enqueueTransferInvoiceSql(tx, locked);
      if (invoiceJob) await tx.execute(invoiceJob);
      return { sentAt: new Date() };
    },
  });
}

/** Cancelar, only before Enviado: a separated transfer lets its reservation go. */
export async function cancelTransfer(db: Db, user: SessionUser, scope: StoreScope, id: number, input: TransferMoveInput) {
  const row = await readTransferInScope(db, id, scope);
  assertOriginInScope(scope, row);
  return move(db, user, row, 'cancelled', {
    ...input,
    effects: async (tx, locked, from) => {
      if (from !== 'picked') return undefined;
      const lines = await linesOf(tx, id);
      await reserveStock(
        tx,
        lines.map((l) => ({ productId: l.productId, locationId: locked.fromLocationId, quantity: -l.quantity })),
      );
      return undefined;
    },
  });
}

/**
 * Receber at the destination: what arrived of each line enters the destination, the difference
 * goes to 'Divergências' (status 'Recebido com divergência'), and transit is emptied of the
 * transfer. Idempotent by the receipt's key: the same receipt again answers the transfer and posts
 * nothing; another receipt of a received transfer is refused.
 */
export async function receiveTransfer(
  db: Db,
  user: SessionUser,
  scope: StoreScope,
  id: number,
  input: TransferReceiveInput,
): Promise<{ transfer: TransferRow; posted: boolean }> {
  return inTransaction(db, async (tx) => {
    await lockIdempotencyKey(tx, 'transfer_receipt', input.idempotencyKey);
    const row = await readTransferInScope(tx, id, scope);
    assertDestinationInScope(scope, row);
    const [previous] = await tx.select().from(transfers).where(eq(transfers.receiptKey, input.idempotencyKey));
    if (previous) {
      if (previous.id !== id) throw new AppError('CONFLICT', RECEIPT_KEY_REUSED_MESSAGE);
      return { transfer: previous, posted: false };
    }
    const lines = await linesOf(tx, id);
    const given = new Map<number, number>();
    for (const l of input.items) {
      if (given.has(l.itemId)) throw new AppError('BAD_REQUEST', RECEIPT_LINES_MESSAGE);
      given.set(l.itemId, l.receivedQuantity);
    }
    if (given.size !== lines.length || lines.some((l) => !given.has(l.id))) throw new AppError('BAD_REQUEST', RECEIPT_LINES_MESSAGE);
    for (const l of lines) if (given.get(l.id)! > l.quantity) throw new AppError('BAD_REQUEST', receivedOverSentMessage(l.productName, l.quantity));
    const missing = lines.reduce((sum, l) => sum + l.quantity - given.get(l.id)!, 0);
    const moved = await move(tx, user, row, missing > 0 ? 'divergent' : 'received', {
      note: input.note,
      onlyIf: (r) => r.status === 'sent',
      effects: async (_tx, locked) => {
        for (const l of lines)
          await tx
            .update(transferItems)
            .set({ receivedQuantity: given.get(l.id)! })
            .where(eq(transferItems.id, l.id));
        await changeStock(
          tx,
          lines.flatMap((l) => {
            const received = given.get(l.id)!;
            return [
              movement(user, locked, 'transfer_in', l.productId, TRANSIT_LOCATION_ID, -l.quantity),
              movement(user, locked, 'transfer_in', l.productId, locked.toLocationId, received),
              movement(user, locked, 'transfer_divergence', l.productId, DIVERGENCE_LOCATION_ID, l.quantity - received),
            ];
          }),
        );
        return { receivedAt: new Date(), receiptKey: input.idempotencyKey };
      },
    });
    if (!moved) {
      const [now] = await tx.select({ status: transfers.status }).from(transfers).where(eq(transfers.id, id));
      const code = now?.status === 'received' || now?.status === 'divergent' || now?.status === 'resolved' ? ALREADY_RECEIVED_MESSAGE : null;
      throw new AppError(
        'MOVE_NOT_ALLOWED',
        code ?? `Não é possível receber uma transferência "${transferWorkflow.labels[(now?.status ?? 'draft') as TransferStatus]}".`,
      );
    }
    return { transfer: moved, posted: true };
  });
}

/**
 * Resolver divergência: the units waiting in 'Divergências' for this transfer leave it as a loss
 * (into 'Ajustes e perdas') or back at the origin, with who, when and why in the history.
 */
export async function resolveTransfer(db: Db, user: SessionUser, scope: StoreScope, id: number, input: TransferResolveInput) {
  const row = await readTransferInScope(db, id, scope);
  return moveDocument(db, {
    table: transfers,
    workflow: transferWorkflow,
    id: row.id,
    to: 'resolved',
    version: input.version,
    note: input.note,
    data: { outcome: input.outcome },
    user,
    notFoundMessage: TRANSFER_NOT_FOUND_MESSAGE,
    staleMessage: STALE_TRANSFER_MESSAGE,
    effects: async (tx, locked) => {
      const lines = await linesOf(tx, id);
      const target = input.outcome === 'loss' ? ADJUSTMENT_LOCATION_ID : locked.fromLocationId;
      await changeStock(
        tx,
        lines.flatMap((l) => {
          const missing = l.quantity - (l.receivedQuantity ?? l.quantity);
          return [
            movement(user, locked, 'divergence_resolution', l.productId, DIVERGENCE_LOCATION_ID, -missing),
            movement(user, locked, 'divergence_resolution', l.productId, target, missing),
          ];
        }),
      );
      return { resolution: input.outcome };
    },
  });
}
