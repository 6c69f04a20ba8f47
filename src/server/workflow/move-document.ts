import { eq, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import { canMove, moveNotAllowedMessage, STALE_DOCUMENT_MESSAGE, statusLabel, type Workflow } from '../../domain/workflow/define-workflow';
import { type AuditEntry, recordAudit } from '../audit-log/record-audit';
import type { SessionUser } from '../context';
import type { Db, DbOrTx, Tx } from '../db/client';
import { documentHistory } from '../db/schema';
import { AppError, notFound } from '../http/errors';

/** A table whose rows move through a workflow: an id, a status and an optimistic version. */
export type DocumentTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn; version: AnyPgColumn; updatedAt: AnyPgColumn };
type RowOf<T extends DocumentTable> = T['$inferSelect'] & { id: number | string; status: string; version: number };

export type HistoryEntry = { documentId: string; from: string; to: string; note: string; data: Record<string, unknown> | null; user: SessionUser | null };

export type DocumentMove<S extends string, T extends DocumentTable> = {
  table: T;
  workflow: Workflow<S>;
  id: number | string;
  to: S;
  /** The version the client saw; a newer one in the database answers 409. Omitted only for moves the shop makes itself. */
  version?: number;
  note?: string;
  /** What the move stores besides the status (an estimated arrival…): kept in the history row too. */
  data?: Record<string, unknown>;
  user: SessionUser | null;
  notFoundMessage: string;
  /** What a stale save is told (409); the generic 'Este registro foi alterado…' by default. */
  staleMessage?: string;
  /** Checked on the locked row; false leaves it alone and the move answers null (an expiry that lost a race). */
  onlyIf?: (row: RowOf<T>) => boolean;
  /**
   * Side effects in the move's transaction, before the status changes (stock returned, an exit
   * created, an e-mail queued); may return more columns to set on the row.
   */
  effects?: (tx: Tx, row: RowOf<T>, from: S) => Promise<Partial<T['$inferInsert']> | undefined>;
  /**
   * A move to the status the document is already in: 'noop' (default) answers the row unchanged,
   * 'record' still stores `data` and writes history (a new estimated date for 'Aguardando Entrega').
   */
  sameStatus?: 'noop' | 'record';
  /** Where the history row goes; document_history unless the document keeps its own. */
  recordHistory?: (tx: Tx, entry: HistoryEntry) => Promise<void>;
  /**
   * What the audit entry says when not the move's own (action 'status', status and version before
   * and after): an order's payment moves keep the entries they always had ('update', 'refund').
   */
  audit?: (row: RowOf<T>, from: S) => Pick<AuditEntry, 'action' | 'before' | 'after'>;
};

async function writeDocumentHistory(tx: Tx, type: string, entry: HistoryEntry) {
  await tx.insert(documentHistory).values({
    documentType: type,
    documentId: entry.documentId,
    fromStatus: entry.from,
    toStatus: entry.to,
    note: entry.note,
    data: entry.data,
    userId: entry.user?.id ?? null,
    userName: entry.user?.name ?? 'Sistema (automático)',
  });
}

/** Runs `fn` in the caller's transaction when given one (no savepoint), else in a new transaction. */
export function inTransaction<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? fn(db as Tx) : (db as Db).transaction(fn);
}

/**
 * Moves a document to another status in ONE transaction — the caller's when `db` is one (posting a
 * check moves its invoice in the check's transaction), else its own: the row is locked, its version
 * checked (a stale save gets 409 and a pt-BR message), the move checked against the workflow, the
 * side effects run, the status and version written, then a history row (who, when, from, to, note,
 * data) and the audit entry. A posted document is never deleted: undoing one is another move or a
 * reversing movement, never an erase.
 */
export async function moveDocument<S extends string, T extends DocumentTable>(db: DbOrTx, move: DocumentMove<S, T>): Promise<RowOf<T> | null> {
  const { table, workflow } = move;
  return inTransaction(db, async (tx) => {
    const [row] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, move.id) as SQL)
      .for('update')) as RowOf<T>[];
    if (!row) throw notFound(move.notFoundMessage);
    if (move.onlyIf && !move.onlyIf(row)) return null;
    if (move.version !== undefined && row.version !== move.version) throw new AppError('STALE_DOCUMENT', move.staleMessage ?? STALE_DOCUMENT_MESSAGE);
    const from = row.status as S;
    if (from === move.to && (move.sameStatus ?? 'noop') === 'noop') return row;
    if (from !== move.to && !canMove(workflow, from, move.to)) {
      throw new AppError('MOVE_NOT_ALLOWED', moveNotAllowedMessage(statusLabel(workflow, from), statusLabel(workflow, move.to)));
    }
    const extra = (await move.effects?.(tx, row, from)) ?? {};
    const [updated] = (await tx
      .update(table)
      .set({ ...extra, status: move.to, version: row.version + 1, updatedAt: new Date() } as never)
      .where(eq(table.id, move.id) as SQL)
      .returning()) as unknown as RowOf<T>[];
    const entry: HistoryEntry = { documentId: String(move.id), from, to: move.to, note: move.note ?? '', data: move.data ?? null, user: move.user };
    await (move.recordHistory ? move.recordHistory(tx, entry) : writeDocumentHistory(tx, workflow.type, entry));
    await recordAudit(tx, move.user, {
      entity: workflow.type,
      entityId: move.id,
      ...(move.audit?.(row, from) ?? {
        action: 'status',
        before: { status: from, version: row.version },
        after: { status: move.to, version: row.version + 1, ...(move.note ? { note: move.note } : {}), ...(move.data ?? {}) },
      }),
    });
    return updated!;
  });
}
