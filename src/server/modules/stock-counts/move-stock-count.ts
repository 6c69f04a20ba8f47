import { and, desc, eq, sql } from 'drizzle-orm';
import {
  adjustmentValueCents,
  COUNT_NOT_AWAITING_MESSAGE,
  COUNT_NOT_IN_REVIEW_MESSAGE,
  COUNT_NOTHING_COUNTED_MESSAGE,
  COUNT_SELF_APPROVAL_MESSAGE,
  countDifference,
  countNeedsApproval,
  STOCK_COUNT_NOT_FOUND_MESSAGE,
  type StockCountStatus,
  stockCountWorkflow,
} from '../../../domain/stock-counts';
import { ADJUSTMENT_LOCATION_ID } from '../../../domain/stock-locations';
import type { SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { documentHistory, stockCountItems, stockCounts } from '../../db/schema';
import { AppError } from '../../http/errors';
import { moveDocument } from '../../workflow/move-document';
import type { StoreScope } from '../permissions';
import { changeStock, type StockChange } from '../stock';
import { readCountLines, readScopedCount } from './get-stock-count';

type CountRow = typeof stockCounts.$inferSelect;

/** Close for review, reopen the counting, or cancel (before it is applied): plain moves with who and when. */
export async function moveStockCount(
  db: Db,
  user: SessionUser,
  scope: StoreScope,
  id: number,
  to: Extract<StockCountStatus, 'review' | 'counting' | 'cancelled'>,
  opts: { version?: number; note?: string },
): Promise<CountRow> {
  await readScopedCount(db, id, scope);
  return db.transaction(async (tx) => {
    const moved = await moveDocument(tx, {
      table: stockCounts,
      workflow: stockCountWorkflow,
      id,
      to,
      version: opts.version,
      note: opts.note,
      user,
      notFoundMessage: STOCK_COUNT_NOT_FOUND_MESSAGE,
      effects: async (tx2, row) => {
        if (to !== 'review') return undefined;
        const [counted] = await tx2
          .select({ n: sql<number>`count(*)::int` })
          .from(stockCountItems)
          .where(and(eq(stockCountItems.countId, row.id), sql`${stockCountItems.counted} IS NOT NULL`));
        if (!counted || Number(counted.n) === 0) throw new AppError('COUNT_NOTHING_COUNTED', COUNT_NOTHING_COUNTED_MESSAGE);
        return undefined;
      },
    });
    return moved!;
  });
}

/**
 * Writes the count's differences as movements, inside the move to 'applied' (so it happens once:
 * a second apply finds the count applied and changes nothing). Each counted line moves
 * counted − (what the place held when it was counted): goods found come in at the place with one
 * movement; goods missing leave the place into 'Ajustes e perdas' (decision 062). A loss is
 * bounded by what the place still has available now (a line counted before later sales emptied
 * the shelf cannot take the balance below zero). The product's cost is kept on the line.
 */
async function postDifferences(tx: Tx, user: SessionUser, count: CountRow, reason: string) {
  const lines = (await readCountLines(tx, count.id, count.locationId)).filter((l) => l.counted !== null && l.expected_when_counted !== null);
  const available = new Map<number, number>();
  if (lines.length > 0) {
    const res = await tx.execute<{ product_id: number; available: number }>(sql`
      SELECT product_id, (on_hand - reserved)::int AS available FROM stock_balances
      WHERE location_id = ${count.locationId} AND product_id IN ${lines.map((l) => l.product_id)}`);
    for (const r of res.rows) available.set(Number(r.product_id), Number(r.available));
  }
  const changes: StockChange[] = [];
  const why = `${count.code}: ${reason}`;
  const common = { kind: 'count_adjustment' as const, refType: 'stock_count', refId: count.id, reason: why, userId: user.id };
  for (const l of lines) {
    let difference = countDifference(l.counted!, l.expected_when_counted!);
    if (difference < 0) difference = -Math.min(-difference, Math.max(available.get(l.product_id) ?? 0, 0));
    await tx
      .update(stockCountItems)
      .set({ appliedDifference: difference, unitCostCents: l.unit_cost_cents ?? 0 })
      .where(and(eq(stockCountItems.countId, count.id), eq(stockCountItems.productId, l.product_id)));
    if (difference > 0) changes.push({ ...common, productId: l.product_id, locationId: count.locationId, quantity: difference });
    if (difference < 0) {
      changes.push({ ...common, productId: l.product_id, locationId: count.locationId, quantity: difference });
      changes.push({ ...common, productId: l.product_id, locationId: ADJUSTMENT_LOCATION_ID, quantity: -difference });
    }
  }
  await changeStock(tx, changes);
}

/** The adjustment's value at cost as it would be applied now: what the approval threshold is compared with. */
async function pendingValueCents(tx: Tx, count: CountRow): Promise<number> {
  const lines = await readCountLines(tx, count.id, count.locationId);
  return adjustmentValueCents(
    lines
      .filter((l) => l.counted !== null && l.expected_when_counted !== null)
      .map((l) => ({ difference: countDifference(l.counted!, l.expected_when_counted!), unitCostCents: l.unit_cost_cents ?? 0 })),
  );
}

export type ApplyOutcome = { count: CountRow; applied: boolean; awaitingApproval: boolean };

/**
 * 'Aplicar inventário' (from review): applies at once, or — when the adjustment's value at cost is
 * above Configurações' threshold and the user may not approve — moves to 'Aguardando aprovação'
 * for a Supervisor. Applying an applied count again changes nothing (`applied: false`).
 */
export async function applyStockCount(
  db: Db,
  user: SessionUser,
  scope: StoreScope,
  id: number,
  input: { reason: string; version?: number },
  rules: { thresholdCents: number; canApprove: boolean },
): Promise<ApplyOutcome> {
  await readScopedCount(db, id, scope);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(stockCounts).where(eq(stockCounts.id, id)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', STOCK_COUNT_NOT_FOUND_MESSAGE);
    if (locked.status === 'applied') return { count: locked, applied: false, awaitingApproval: false };
    if (locked.status !== 'review') throw new AppError('MOVE_NOT_ALLOWED', COUNT_NOT_IN_REVIEW_MESSAGE);
    const needsApproval = countNeedsApproval(await pendingValueCents(tx, locked), rules.thresholdCents, rules.canApprove);
    const moved = await moveDocument(tx, {
      table: stockCounts,
      workflow: stockCountWorkflow,
      id,
      to: needsApproval ? 'awaiting_approval' : 'applied',
      version: input.version,
      note: input.reason,
      user,
      notFoundMessage: STOCK_COUNT_NOT_FOUND_MESSAGE,
      effects: async (tx2, row) => {
        if (needsApproval) return { reason: input.reason };
        await postDifferences(tx2, user, row, input.reason);
        return { reason: input.reason, appliedAt: new Date() };
      },
    });
    return { count: moved!, applied: !needsApproval, awaitingApproval: needsApproval };
  });
}

/**
 * A Supervisor's approval of a count waiting for it: applies it with the reason given when it was
 * sent. Not by whoever sent it; a second approval changes nothing.
 */
export async function approveStockCount(db: Db, user: SessionUser, scope: StoreScope, id: number, input: { version?: number }): Promise<ApplyOutcome> {
  await readScopedCount(db, id, scope);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(stockCounts).where(eq(stockCounts.id, id)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', STOCK_COUNT_NOT_FOUND_MESSAGE);
    if (locked.status === 'applied') return { count: locked, applied: false, awaitingApproval: false };
    if (locked.status !== 'awaiting_approval') throw new AppError('MOVE_NOT_ALLOWED', COUNT_NOT_AWAITING_MESSAGE);
    const [sent] = await tx
      .select({ userId: documentHistory.userId })
      .from(documentHistory)
      .where(
        and(
          eq(documentHistory.documentType, stockCountWorkflow.type),
          eq(documentHistory.documentId, String(id)),
          eq(documentHistory.toStatus, 'awaiting_approval'),
        ),
      )
      .orderBy(desc(documentHistory.id))
      .limit(1);
    if (sent?.userId === user.id) throw new AppError('SELF_APPROVAL', COUNT_SELF_APPROVAL_MESSAGE);
    const moved = await moveDocument(tx, {
      table: stockCounts,
      workflow: stockCountWorkflow,
      id,
      to: 'applied',
      version: input.version,
      note: 'Ajuste aprovado',
      user,
      notFoundMessage: STOCK_COUNT_NOT_FOUND_MESSAGE,
      effects: async (tx2, row) => {
        await postDifferences(tx2, user, row, row.reason);
        return { appliedAt: new Date() };
      },
    });
    return { count: moved!, applied: true, awaitingApproval: false };
  });
}
