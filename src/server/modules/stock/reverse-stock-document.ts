import { and, eq } from 'drizzle-orm';
import type { StockDocumentStatus } from '../../../domain/document-workflows';
import type { ErrorCode } from '../../../domain/errors';
import type { StockMovementKind } from '../../../domain/stock';
import { sumByProduct } from '../../../domain/sum-by-product';
import type { Workflow } from '../../../domain/workflow/define-workflow';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { type stockEntries, type stockExits, stockMovements } from '../../db/schema';
import { AppError } from '../../http/errors';
import { moveDocument } from '../../workflow/move-document';
import { changeStock, type LockedProduct, lockProducts } from './change-stock';

type StockDocumentTable = typeof stockEntries | typeof stockExits;
type StockDocumentRow<T extends StockDocumentTable> = T['$inferSelect'];

export type StockReversal<T extends StockDocumentTable> = {
  table: T;
  workflow: Workflow<StockDocumentStatus>;
  id: number;
  /** The movements' ref_type: the reversal reads the document's movements by it and writes their negation under it. */
  refType: 'stock_entry' | 'stock_exit';
  kind: Extract<StockMovementKind, 'entry_reversal' | 'exit_reversal'>;
  notFoundMessage: string;
  /** A document another one created (a check's entry, a request's exit) is undone from that document, not here. */
  fromDocument: { code: ErrorCode; message: string };
  /**
   * With the products locked, before the movements are written: refuse with the document's own
   * words (an entry whose units already left) or move what else the reversal moves (average cost).
   */
  withLocked?: (
    tx: Tx,
    row: StockDocumentRow<T>,
    locked: Map<number, LockedProduct>,
    changes: { productId: number; quantity: number }[],
  ) => Promise<ReversalAudit | undefined>;
};

/** What else the reversal changed, for its audit entry beside the stock (an entry's average cost). */
export type ReversalAudit = { before: Record<string, unknown>; after: Record<string, unknown> };

/**
 * Reverses a posted stock document, in the caller's transaction when given one: a workflow move
 * posted → reversed (row locked, who and when in its history, audited) whose one effect reads the
 * document's movements by reference and writes their negation through changeStock — as Odoo's
 * returned moves do — so stock = Σ movements still holds and nothing is erased. Reversing a reversed
 * document changes nothing (`reversed: false`).
 */
export async function reverseStockDocument<T extends StockDocumentTable>(
  db: DbOrTx,
  user: SessionUser,
  reversal: StockReversal<T>,
): Promise<{ row: StockDocumentRow<T>; reversed: boolean }> {
  let reversed = false;
  const row = await moveDocument(db, {
    table: reversal.table,
    workflow: reversal.workflow,
    id: reversal.id,
    to: 'reversed',
    user,
    notFoundMessage: reversal.notFoundMessage,
    effects: async (tx, doc) => {
      if (doc.sourceType) throw new AppError(reversal.fromDocument.code, reversal.fromDocument.message);
      const moved = await tx
        .select({ productId: stockMovements.productId, quantity: stockMovements.quantity })
        .from(stockMovements)
        .where(and(eq(stockMovements.refType, reversal.refType), eq(stockMovements.refId, String(doc.id))));
      const changes = [...sumByProduct(moved)].filter(([, q]) => q !== 0).map(([productId, q]) => ({ productId, quantity: -q }));
      const locked = await lockProducts(
        tx,
        changes.map((c) => c.productId),
      );
      const more = await reversal.withLocked?.(tx, doc as StockDocumentRow<T>, locked, changes);
      await changeStock(
        tx,
        changes.map((c) => ({ ...c, kind: reversal.kind, refType: reversal.refType, refId: doc.id, userId: user.id })),
      );
      // The status move is audited by moveDocument; this entry keeps what the reversal did to each product.
      const stockOf = (delta: (c: { quantity: number }) => number) =>
        Object.fromEntries(changes.map((c) => [c.productId, (locked.get(c.productId)?.stock ?? 0) + delta(c)]));
      await recordAudit(tx, user, {
        action: 'reverse',
        entity: reversal.workflow.type,
        entityId: doc.id,
        before: { stock: stockOf(() => 0), ...more?.before },
        after: { stock: stockOf((c) => c.quantity), ...more?.after },
      });
      reversed = true;
      return undefined;
    },
  });
  return { row: row as StockDocumentRow<T>, reversed };
}
